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
