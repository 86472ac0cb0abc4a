import { composeEmail } from '../../mail/templates.js';

/** Password sign-in suspended for 15 minutes after too many wrong passwords; the link lifts it (single use, 1 h). */
export const signInLockedEmail = (to: string, unlockUrl: string) =>
  composeEmail(to, 'Accesso sospeso dopo troppi tentativi', {
    paragraphs: [
      'Qualcuno ha provato ad accedere al tuo account con una password sbagliata troppe volte: per proteggerti abbiamo sospeso ' +
        "l'accesso con password per 15 minuti.",
      'Se eri tu, sblocca subito l’accesso con il link qui sotto (valido 1 ora, utilizzabile una sola volta).',
    ],
    action: { label: "Sblocca l'accesso", url: unlockUrl },
    footer: 'Se non eri tu, non fare nulla: la tua password non è stata indovinata. Ti consigliamo di sceglierne una nuova e robusta.',
  });
