import type { TestApp } from './test-app.js';
import { cookieFrom } from './test-app.js';

/** Signs in through the real login endpoint and returns the session cookie. */
export async function signIn(t: TestApp, user: { email: string; password: string }): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, rememberMe: true },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${user.email}: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}
