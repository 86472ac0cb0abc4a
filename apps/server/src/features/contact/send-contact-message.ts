import type { z } from 'zod';
import type { contactSchema } from '@app/shared/api/auth';
import type { AppContext } from '../../app-context.js';
import { contactMessages } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { composeEmail } from '../../mail/templates.js';

/** Stores the request and e-mails it to the platform operator (D11). */
export async function sendContactMessage(
  ctx: AppContext,
  { userId, input }: { userId: string | null; input: z.infer<typeof contactSchema> },
) {
  await ctx.db
    .insert(contactMessages)
    .values({ id: newId(), userId, name: input.name, email: input.email, company: input.company, message: input.message });
  await ctx.mailer.send(
    composeEmail(ctx.config.OPERATOR_EMAIL, `Nuova richiesta di contatto da ${input.name}`, {
      greeting: 'Ciao,',
      paragraphs: [`Nome: ${input.name}`, `Email: ${input.email}`, `Azienda: ${input.company || 'N/A'}`, `Messaggio:\n${input.message}`],
      footer: 'Messaggio inviato dal modulo di contatto di Agenti AI.',
    }),
  );
}
