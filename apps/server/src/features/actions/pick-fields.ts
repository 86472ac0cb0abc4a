import { ACTION_LIMITS } from '@app/shared/api/actions';

const MAX_VALUE_CHARS = 500;

const asText = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
};

function at(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The fields of an answer the team chose to show (paths like `spedizione.corriere`), as text; without a choice, the
 * answer's first top-level fields, or its text. Only these reach the visitor and the model.
 */
export function pickFields(body: unknown, paths: readonly string[]): { path: string; value: string }[] {
  if (body === null || body === undefined || body === '') return [];
  if (paths.length === 0) {
    if (typeof body !== 'object' || Array.isArray(body)) return [{ path: 'risposta', value: asText(body) }];
    return Object.entries(body as Record<string, unknown>)
      .slice(0, ACTION_LIMITS.maxResultFields)
      .map(([path, value]) => ({ path, value: asText(value) }));
  }
  return paths.flatMap((path) => {
    const value = at(body, path);
    return value === undefined || value === null ? [] : [{ path, value: asText(value) }];
  });
}
