import { composeEmail } from '../../mail/templates.js';

export const confirmEmailChangeEmail = (to: string, url: string) =>
  composeEmail(to, 'Conferma il tuo nuovo indirizzo email', {
    paragraphs: [
      'Hai chiesto di usare questo indirizzo per il tuo account Agenti AI.',
      'Conferma il cambio aprendo il link qui sotto: il link è valido per 24 ore e può essere usato una sola volta. Fino ad allora continuerai ad accedere con il vecchio indirizzo.',
    ],
    action: { label: 'Conferma nuova email', url },
  });

/** ADR 0111: someone asked to move their account to an address that already has one; its owner is told, nothing changes. */
export const emailInUseNoticeEmail = (to: string, loginUrl: string) =>
  composeEmail(to, 'Qualcuno ha provato a usare il tuo indirizzo email', {
    paragraphs: [
      "Un utente di Agenti AI ha chiesto di usare questo indirizzo per il proprio account, ma l'indirizzo appartiene già al tuo account: non è cambiato nulla e nessun link di conferma è stato inviato.",
      `Puoi accedere come sempre da: ${loginUrl}`,
    ],
    footer: 'Se non sai di cosa si tratta, puoi ignorare questa email.',
  });

export const emailChangedNoticeEmail = (to: string, newEmail: string) =>
  composeEmail(to, 'Il tuo indirizzo email è stato cambiato', {
    paragraphs: [`L'indirizzo email del tuo account Agenti AI è stato cambiato in ${newEmail}. Da ora accedi con il nuovo indirizzo.`],
    footer: 'Se non sei stato tu, contatta subito il supporto.',
  });

export const passwordChangedEmail = (to: string, loginUrl: string) =>
  composeEmail(to, 'La tua password è stata aggiornata', {
    paragraphs: ['La password del tuo account Agenti AI è stata aggiornata. Le altre sessioni aperte sono state chiuse.'],
    action: { label: 'Accedi', url: loginUrl },
    footer: 'Se non sei stato tu, reimposta subito la password dalla pagina di accesso e contatta il supporto.',
  });

export const accountDeletedEmail = (to: string, wholeAccount: boolean) =>
  composeEmail(to, 'Il tuo account è stato eliminato', {
    paragraphs: [
      wholeAccount
        ? 'Il tuo account Agenti AI è stato eliminato, insieme ai membri del team, agli agenti, ai documenti e alle conversazioni.'
        : 'Il tuo utente Agenti AI è stato eliminato. Gli agenti che avevi creato sono passati al proprietario del team.',
    ],
    footer: 'Se non sei stato tu, contatta subito il supporto.',
  });
