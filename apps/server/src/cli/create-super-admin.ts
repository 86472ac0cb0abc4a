import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hashing.js';
import { emailSchema } from '@app/shared/api/common';
import { isStrongPassword } from '@app/shared/password';
import { PASSWORD_COMPLEXITY_MESSAGE } from '@app/shared/i18n/password';
import { loadConfig } from '../config/config.js';
import { closeAppContext, createAppContext } from '../bootstrap.js';
import { credentials, users } from '../db/schema/auth.js';
import { profiles } from '../db/schema/accounts.js';
import { newId } from '../db/ids.js';
import { userSecondFactors } from '../db/schema/second-factor.js';

/** npm run create-super-admin -- --email … --password …  (D7: the only way to become super admin). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail('Indirizzo email non valido. Uso: npm run create-super-admin -- --email EMAIL --password PASSWORD');
  if (!values.password || !isStrongPassword(values.password)) fail(PASSWORD_COMPLEXITY_MESSAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const ctx = await createAppContext(config);
  const hash = await hashPassword(values.password!);
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email.data!));
    if (existing && existing.accountId) fail('Questo indirizzo appartiene già a un account cliente: usa un altro indirizzo.');
    const userId = existing?.id ?? newId();
    if (existing) {
      await tx.update(users).set({ role: 'super_admin', emailVerified: true, bannedUntil: null }).where(eq(users.id, userId));
      await tx.update(credentials).set({ password: hash }).where(eq(credentials.userId, userId));
      // Recovering access from the server's own command line also resets the second factor (a lost phone):
      // the next sign-in enrols a new one (D14).
      await tx.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId));
    } else {
      await tx
        .insert(users)
        .values({ id: userId, email: email.data!, name: 'Super Admin', role: 'super_admin', accountId: null, emailVerified: true });
      await tx.insert(credentials).values({ id: newId(), accountId: userId, providerId: 'credential', userId, password: hash });
    }
    await tx
      .insert(profiles)
      .values({ userId, isActive: true })
      .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true } });
  });
  await closeAppContext(ctx);
  // The link is the configured public address (APP_URL, as the server uses for e-mailed links), never a fixed port.
  console.log(`Super admin ${email.data} pronto: accedi da ${config.APP_URL}/super-admin/login`);
  console.log("Al primo accesso configurerai il secondo fattore con un'app di autenticazione (Google Authenticator, Aegis, 1Password…).");
  if (!process.env.APP_URL) {
    console.log(
      `APP_URL non è impostato: il link usa ${config.APP_URL}. Se il sito risponde a un altro indirizzo, imposta APP_URL come per il server.`,
    );
  }
  process.exit(0);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
