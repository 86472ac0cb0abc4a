import type { TestApp } from './test-app.js';
import { signIn } from './sign-in.js';
import { totpCode, totpStep } from '../auth/totp.js';

/** What a test's "phone" holds for each operator: the authenticator secret and the unused recovery codes. */
const phones = new Map<string, { secret: string; recoveryCodes: string[] }>();

/**
 * Signs an operator in the way the browser does (D14): password, then the second factor. The first time it
 * enrols the factor, computing the code from the secret like an authenticator app; afterwards it presents a
 * recovery code, so tests never wait for the next 30-second step to avoid the replay rule.
 */
export async function signInSuperAdmin(t: TestApp, user: { email: string; password: string }): Promise<string> {
  const cookie = await signIn(t, user);
  const key = `${t.config.dataDir}:${user.email}`;
  const phone = phones.get(key);
  if (!phone) {
    const enrol = await t.request({ method: 'POST', url: '/api/auth/second-factor/enrol', cookie });
    if (enrol.statusCode !== 200) throw new Error(`enrolment failed: ${enrol.statusCode} ${enrol.body}`);
    const { secret } = enrol.json() as { secret: string };
    const confirm = await t.request({
      method: 'POST',
      url: '/api/auth/second-factor/confirm',
      cookie,
      payload: { code: totpCode(secret, totpStep()) },
    });
    if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
    phones.set(key, { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes });
    return cookie;
  }
  const recoveryCode = phone.recoveryCodes.shift();
  if (!recoveryCode) throw new Error('no recovery code left for this test operator');
  const verify = await t.request({ method: 'POST', url: '/api/auth/second-factor/verify', cookie, payload: { recoveryCode } });
  if (verify.statusCode !== 200) throw new Error(`second factor failed: ${verify.statusCode} ${verify.body}`);
  return cookie;
}
