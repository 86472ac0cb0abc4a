import { TEAM_OWNER_ONLY } from '@app/shared/api/team';
import { MESSAGES } from '@app/shared/messages';

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
    submitting: 'Salvataggio...',
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
