import { composeEmail } from '../../mail/templates.js';

/** The owner's confirmation of an agent's deletion: nothing is deleted until the link is opened (single use, 24 h). */
export const agentDeletionEmail = (to: string, agentName: string, confirmUrl: string) =>
  composeEmail(to, `Conferma l'eliminazione dell'agente «${agentName}»`, {
    paragraphs: [
      `Hai chiesto di eliminare l'agente «${agentName}».`,
      "L'eliminazione è definitiva: verranno cancellati l'agente, i suoi documenti e file, le memorie e le conversazioni.",
      'Il link è valido 24 ore e può essere usato una sola volta.',
    ],
    action: { label: "Conferma l'eliminazione", url: confirmUrl },
    footer: "Se non hai richiesto tu l'eliminazione, ignora questa email: l'agente non verrà eliminato.",
  });
