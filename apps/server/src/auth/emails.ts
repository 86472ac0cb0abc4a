import { composeEmail } from '../mail/templates.js';

export const verificationEmail = (to: string, url: string) =>
  composeEmail(to, 'Conferma il tuo indirizzo email', {
    paragraphs: [
      'Grazie per esserti registrato su Agenti AI.',
      'Conferma il tuo indirizzo email per attivare il tuo account. Il link è valido per 24 ore.',
    ],
    action: { label: 'Conferma email', url },
  });

export const resetPasswordEmail = (to: string, url: string) =>
  composeEmail(to, 'Reimposta la tua password', {
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
      'Il link è valido per 1 ora e può essere usato una sola volta.',
    ],
    action: { label: 'Reimposta password', url },
  });

export const existingAccountEmail = (to: string, loginUrl: string, resetUrl: string) =>
  composeEmail(to, 'Hai già un account Agenti AI', {
    paragraphs: [
      'Qualcuno ha provato a registrarsi con questo indirizzo email, ma esiste già un account.',
      `Puoi accedere da ${loginUrl}. Se non ricordi la password, reimpostala da ${resetUrl}.`,
    ],
    action: { label: 'Accedi', url: loginUrl },
  });
