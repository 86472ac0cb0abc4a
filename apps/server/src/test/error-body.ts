import type { LightMyRequestResponse } from 'fastify';

/**
 * An error answer's body without its request id (ADR 0163), which differs on every request: what tests compare when
 * they check that two refusals say the same (another account's id and a missing one, a known and an unknown address).
 */
export function errorBody(res: LightMyRequestResponse): Record<string, unknown> {
  const { requestId: _requestId, ...rest } = res.json<Record<string, unknown>>();
  return rest;
}
