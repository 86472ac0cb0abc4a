import { INVITE_VALID_DAYS } from '@app/shared/api/team';
import { roleLabel } from '@app/shared/roles';
import { composeEmail } from '../../mail/templates.js';

/** D6: the new member learns who added them, where to sign in, and how to confirm the invitation. */
export function welcomeEmail(
  to: string,
  { teamName, role, loginUrl, confirmUrl }: { teamName: string; role: string; loginUrl: string; confirmUrl: string },
) {
  return composeEmail(to, 'Benvenuto in Agenti AI: conferma il tuo invito', {
    greeting: 'Benvenuto,',
    paragraphs: [
      `${teamName} ti ha aggiunto al suo team su Agenti AI con il ruolo ${roleLabel(role)}.`,
      `Conferma l'invito con il pulsante qui sotto e scegli la tua password personale. Il link è valido per ${INVITE_VALID_DAYS} giorni e può essere usato una sola volta.`,
      `Dopo la conferma potrai accedere in qualsiasi momento da: ${loginUrl}`,
    ],
    action: { label: 'Conferma invito', url: confirmUrl },
    footer: 'Se non conosci chi ti ha invitato, ignora questa email.',
  });
}

/**
 * ADR 0111: an owner added an address that already has an Agenti AI account. Its owner is told, like a second
 * registration (auth/emails.ts existingAccountEmail); the owner who added it was answered as for any address.
 */
export function addressInUseEmail(to: string, { teamName, loginUrl }: { teamName: string; loginUrl: string }) {
  return composeEmail(to, 'Qualcuno ha provato ad aggiungerti a un team su Agenti AI', {
    paragraphs: [
      `${teamName} ha provato ad aggiungere questo indirizzo al suo team su Agenti AI, ma l'indirizzo è già usato da un account Agenti AI: un indirizzo può appartenere a un solo account, quindi non è stato aggiunto.`,
      'Se vuoi unirti a quel team, chiedi di essere aggiunto con un altro indirizzo email. Il tuo account non è cambiato.',
      `Puoi accedere come sempre da: ${loginUrl}`,
    ],
    action: { label: 'Accedi', url: loginUrl },
    footer: 'Se non conosci chi ha fatto la richiesta, ignora questa email.',
  });
}
