import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** The owner adds a member through the team route (201), as the team page does; answers the new member's id. */
export async function addTeamMemberAs(
  t: TestApp,
  ownerCookie: string,
  { email, role = 'user' }: { email: string; role?: 'user' | 'admin' | 'instructor' },
): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/team/members',
    cookie: ownerCookie,
    payload: { email, password: 'Provvisoria1!', role, firstName: 'Zeno' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ member: { id: string } }>().member.id;
}
