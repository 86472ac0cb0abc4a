import { MESSAGES, SHARED_TEXT } from './common.js';
import { plural } from '../plural.js';
import { toName } from '../italian-preposition.js';

export const INVALID_ROLE_EDIT = 'Utente o ruolo non validi per la modifica.';

export const CANNOT_DEACTIVATE_SELF = 'Non puoi disattivare il tuo stesso account proprietario.';

export const CANNOT_DELETE_SELF = 'Non puoi eliminare il tuo stesso account proprietario.';

export const OWNER_ROW_PROTECTED = "Non puoi modificare l'account di un proprietario.";

export const TEAM_OWNER_ONLY = SHARED_TEXT.ownersOnly;

/** Adding an address already in the owner's own team (what the list shows anyway; another account's is never said, ADR 0111). */
export const EMAIL_ALREADY_IN_TEAM = 'Questo indirizzo email appartiene già a un utente del tuo team.';

export const INVALID_INVITE = 'Il link di invito non è valido o è scaduto. Per favore, richiedine uno nuovo.';

/** Confirm-invite toasts (spec §4): title and description. */
export const INVITE_CONFIRMED = {
  title: 'Invito confermato!',
  description: MESSAGES.inactiveProfile,
} as const;

export const INVITE_ALREADY_ACTIVE = { title: 'Benvenuto!', description: 'Il tuo account è già attivo.' } as const;

export const NAME_TOO_LONG = SHARED_TEXT.nameTooLong;

export const NAME_INVALID = SHARED_TEXT.namesNotText;

export const MEMBER_ID_INVALID = 'Identificativo utente non valido.';

export const seatLimitMessage = (limit: number) =>
  `Hai raggiunto il limite massimo di ${plural(limit, 'utente', 'utenti')} per il tuo piano attuale.`;

export const memberAddedMailFailedMessage = (email: string) =>
  `Utente ${email} aggiunto con successo, ma non è stato possibile inviare l'email di benvenuto.`;

export const roleUpdatedMessage = (email: string, role: string) => `Ruolo utente ${email} aggiornato ${toName(role)} con successo.`;

/** The owner's 'Reimposta password' (spec §2): the member gets the link by e-mail; the owner never sees a password. */
export const passwordResetSentMessage = (email: string) => `Link per reimpostare la password inviato ${toName(email)}.`;

export const RESET_DEACTIVATED_MEMBER = "L'utente è disattivato: riattivalo prima di inviargli un link.";

/** 'Richiedi un nuovo invito' (ADR 0133): the same answer whether or not the address has an invitation waiting. */
export const INVITE_RESENT =
  "Se a questo indirizzo è destinato un invito non ancora confermato, riceverai a breve un'email con un nuovo link.";

/** Copy of the team screens (spec §2 Team users, Confirm invite; §4; §5; §8). */
export const teamText = {
  /** The owner's switch (issue 17, ADR 0105). */
  secondFactor: {
    title: 'Verifica in due passaggi per il team',
    description:
      "Se la richiedi, ogni membro deve accedere anche con un codice dell'app di autenticazione. Chi non l'ha ancora attivata sarà guidato a configurarla al prossimo accesso.",
    toggle: 'Richiedi la verifica in due passaggi a tutti i membri',
    ownerFirst: 'Per richiederla al team, attiva prima la verifica in due passaggi sul tuo profilo.',
    profileLink: 'Vai al profilo',
    error: (message: string) => `Errore: ${message}`,
  },
  users: {
    title: 'Utenti',
    description: 'Gestisci i membri del tuo team, i loro ruoli e il loro accesso.',
    seats: (used: number, limit: number) => `Utenti: ${used} / ${limit}`,
    seatsLabel: 'Posti utilizzati nel tuo piano',
    add: 'Aggiungi Utente',
    choosePlan: 'Scegli un piano',
    empty: 'Per ora nel team ci sei solo tu: aggiungi il primo membro con «Aggiungi Utente».',
    loadError: (message: string) => `Errore nel caricamento degli utenti del team: ${message}`,
    unauthenticated: MESSAGES.unauthenticated,
    ownerOnly: TEAM_OWNER_ONLY,
    tableLabel: 'Membri del team',
    columns: { name: 'Nome', email: 'Email', role: 'Ruolo', status: 'Stato', actions: 'Azioni' },
    you: '(tu)',
    noActions: 'Nessuna azione',
    menu: (name: string) => `Azioni per ${name}`,
    editRole: 'Modifica ruolo',
    deactivate: 'Disattiva',
    activate: 'Attiva',
    delete: 'Elimina',
    resend: 'Reinvia Invito',
    // Spec §2: resending was replaced; the owner sends a password-reset link instead.
    resendInfo: 'Gli inviti non si reinviano: usa «Reimposta password» per inviargli un nuovo link.',
    resetPassword: 'Reimposta password',
    resetSecondFactor: 'Reimposta verifica in due passaggi',
    confirmResetSecondFactor: (email: string) =>
      `Reimpostare la verifica in due passaggi di ${email}? Tutte le sue sessioni termineranno e dovrà configurarla di nuovo.`,
    resetSecondFactorError: (message: string) => `Errore: ${message}`,
    resetError: (detail: string) => `Errore nell'invio del link: ${detail}`,
    confirmDelete: (email: string) =>
      `Vuoi davvero eliminare l'utente ${email}? Questa azione è irreversibile: i suoi agenti passeranno a te.`,
    addError: (detail: string) => `Si è verificato un errore durante l'aggiunta dell'utente: ${detail || 'Errore sconosciuto'}`,
    statusError: (detail: string) => `Errore nell'aggiornamento dello stato: ${detail}`,
    deleteError: (detail: string) => `Errore nell'eliminazione dell'utente: ${detail}`,
    roleError: (detail: string) => `Errore nell'aggiornamento del ruolo: ${detail}`,
  },
  addDialog: {
    title: 'Aggiungi Utente',
    description: "Il nuovo membro riceverà un'email di benvenuto con il link per confermare l'invito e scegliere la propria password.",
    email: 'Email',
    password: 'Password provvisoria',
    role: 'Ruolo',
    firstName: 'Nome (facoltativo)',
    lastName: 'Cognome (facoltativo)',
    submit: 'Aggiungi Utente',
    submitting: 'Aggiunta in corso...',
    cancel: 'Annulla',
  },
  roleDialog: {
    title: 'Modifica ruolo',
    description: (email: string) => `Scegli il nuovo ruolo per ${email}.`,
    role: 'Ruolo',
    ownerLocked: 'Il ruolo del proprietario non può essere modificato.',
    submit: 'Salva ruolo',
    submitting: SHARED_TEXT.saving,
    cancel: 'Annulla',
  },
  confirmInvite: {
    title: 'Conferma invito',
    running: "Conferma dell'invito in corso...",
    errorTitle: 'Errore di Conferma',
    warningTitle: 'Attenzione',
    noToken: 'Il link di invito è incompleto. Apri il link ricevuto via email oppure accedi con le tue credenziali.',
    timeoutHint: 'Se il problema persiste, contatta il supporto.',
    backToLogin: 'Torna al login',
    requestNew: 'Richiedi un nuovo invito',
  },
} as const;

/** Messages of the fields of `api/team.ts`'s schemas (ADR 0199). */
export const TEAM_FIELD_MESSAGES = {
  teamRequiredFields: 'Email, password e ruolo sono obbligatori.',
  memberStatus: SHARED_TEXT.statusInvalid,
} as const;

export const MEMBER_NOT_FOUND = SHARED_TEXT.userNotFound;
