import type { TestApp } from './test-app.js';
import { signIn } from './sign-in.js';

/** Signs a super admin in through the real login endpoint and returns the session cookie. */
export async function signInSuperAdmin(t: TestApp, user: { email: string; password: string }): Promise<string> {
  return signIn(t, user);
}
