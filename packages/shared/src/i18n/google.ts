import { SHARED_TEXT } from './common.js';
import { GOOGLE_LINKED } from './google-sign-in.js';

/** Italian copy of Google sign-in (issue 17): the button, the page that links an existing account, the profile. */
export const googleText = {
  button: 'Accedi con Google',
  activateButton: 'Attiva con Google',
  divider: 'oppure',
  activateHint: "Invece di una password puoi accedere con l'account Google dell'indirizzo a cui è arrivato l'invito.",
  link: {
    title: 'Collega il tuo account Google',
    intro: (email: string) =>
      `Esiste già un account con l'indirizzo ${email}. Per collegarlo a Google inserisci la password di questo account: ` +
      'serve una sola volta, poi potrai accedere anche con Google.',
    password: 'Password',
    submit: 'Collega e accedi',
    submitting: 'Collegamento in corso...',
    cancel: 'Annulla e torna al login',
    forgot: 'Password dimenticata?',
    loading: SHARED_TEXT.loading,
    done: GOOGLE_LINKED,
  },
  identities: {
    title: 'Metodi di accesso',
    description: 'I modi con cui puoi entrare nel tuo account.',
    email: 'Email e password',
    google: 'Google',
    linked: 'Collegato',
    notLinked: 'Non collegato',
    noPassword: 'Password non impostata',
  },
} as const;
