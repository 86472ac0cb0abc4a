import type { AppContext } from '../../app-context.js';
import { composeEmail } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/mailer.js';

/**
 * The security notices of the second factor (ADR 0112): whoever holds the account's mailbox learns at once that its
 * protection changed, even when the change was made from a session that is not theirs.
 */

const NOT_YOU = 'Se non sei stato tu, cambia subito la password dalla pagina di accesso e contatta il supporto.';

/** A change the user made from their profile: where to see it, and what to do if it was not them. */
const profileNotice = (to: string, subject: string, paragraphs: string[], profileUrl: string) =>
  composeEmail(to, subject, { paragraphs, action: { label: 'Apri il profilo', url: profileUrl }, footer: NOT_YOU });

export const secondFactorEnabledEmail = (to: string, profileUrl: string) =>
  profileNotice(
    to,
    'Verifica in due passaggi attivata',
    [
      "La verifica in due passaggi del tuo account Agenti AI è stata attivata: da ora, dopo la password, ti chiederemo il codice dell'app di autenticazione.",
      'Conserva i codici di recupero in un luogo sicuro: servono se perdi il telefono.',
    ],
    profileUrl,
  );

export const secondFactorDisabledEmail = (to: string, profileUrl: string) =>
  profileNotice(
    to,
    'Verifica in due passaggi disattivata',
    [
      'La verifica in due passaggi del tuo account Agenti AI è stata disattivata: da ora per accedere basta la password.',
      'Puoi riattivarla in qualsiasi momento dal tuo profilo.',
    ],
    profileUrl,
  );

export const recoveryCodesRegeneratedEmail = (to: string, profileUrl: string) =>
  profileNotice(
    to,
    'Nuovi codici di recupero creati',
    [
      'Sono stati creati nuovi codici di recupero per la verifica in due passaggi del tuo account Agenti AI. I codici precedenti non valgono più.',
    ],
    profileUrl,
  );

export const secondFactorResetByOwnerEmail = (to: string, loginUrl: string) =>
  composeEmail(to, 'La tua verifica in due passaggi è stata reimpostata', {
    paragraphs: [
      'Il proprietario del tuo team ha reimpostato la verifica in due passaggi del tuo account Agenti AI: le sessioni aperte sono state chiuse e i codici di recupero non valgono più.',
      'Al prossimo accesso potrai configurarla di nuovo con la tua app di autenticazione.',
    ],
    action: { label: 'Accedi', url: loginUrl },
    footer: 'Se non lo avevi chiesto tu, contatta il proprietario del tuo team e cambia la password.',
  });

/**
 * Sends a notice after the change has been committed. The change stands either way: a mail server that is down must
 * not answer 500 for something that happened, so a failure is logged, not thrown.
 */
export async function sendSecurityNotice(ctx: AppContext, message: MailMessage, userId: string): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    ctx.log.error({ err, userId, subject: message.subject }, 'security notice e-mail not sent');
  }
}
