export const DATA_EXPORT_MESSAGES = {
  requested: "Esportazione avviata: riceverai un'e-mail con il link quando il file ZIP sarà pronto.",
  alreadyRunning: "Un'esportazione è già in corso: attendi che finisca.",
  failed: "L'esportazione non è riuscita per un errore imprevisto. Riprova.",
  linkInvalid: 'Il link di download non è valido o è scaduto (vale 7 giorni): richiedi una nuova esportazione.',
  emailSubject: 'I dati del tuo account Agenti AI sono pronti',
  emailBody:
    'Il file ZIP con i dati del tuo account (agenti, impostazioni, memorie, membri, conversazioni, fatture e file originali) è pronto.',
  emailValidity: 'Il link vale 7 giorni; puoi scaricare il file anche dal tuo profilo.',
} as const;
