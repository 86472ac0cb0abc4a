import { SHARED_TEXT } from './common.js';
import { formatCountIt, plural } from '../plural.js';
import { NOTE_MESSAGES } from './knowledge-notes.js';
import { NOTE_TEXT_MAX, QA_VARIANTS_MAX } from '../limits.js';
import { QA_MESSAGES, QA_SOURCE_LABEL } from './knowledge-qa.js';

/** Italian copy of the knowledge written in the app (issue 29): notes ('Testo') and questions and answers. */
export const notesText = {
  title: 'Testo',
  kind: 'Testo',
  description:
    "Scrivi qui ciò che l'agente deve sapere (orari, condizioni, procedure). Puoi usare il Markdown: i titoli (# Titolo) dividono il testo in sezioni.",
  add: 'Aggiungi testo',
  empty: 'Nessun testo scritto.',
  listLabel: 'Testi scritti',
  loadError: (message: string) => `Errore nel caricamento dei testi: ${message}`,
  formTitleNew: 'Nuovo testo',
  formTitleEdit: 'Modifica testo',
  fieldTitle: 'Titolo',
  fieldText: 'Testo',
  textHint: `Markdown ammesso, fino a ${formatCountIt(NOTE_TEXT_MAX)} caratteri.`,
  characters: (n: number) => plural(n, 'carattere', 'caratteri'),
  save: 'Salva testo',
  saving: SHARED_TEXT.saving,
  cancel: 'Annulla',
  created: NOTE_MESSAGES.created,
  updated: NOTE_MESSAGES.updated,
  deleted: NOTE_MESSAGES.deleted,
  saveError: (message: string) => `Impossibile salvare il testo: ${message}`,
  edit: 'Modifica',
  editLabel: (title: string) => `Modifica il testo ${title}`,
  deleteLabel: (title: string) => `Elimina il testo ${title}`,
  deleteTitle: 'Eliminare il testo?',
  deleteDescription: (title: string) => `${title} verrà eliminato: l'agente non lo userà più.`,
  deleteConfirm: 'Elimina testo',
  deleteError: (message: string) => `Errore durante l'eliminazione: ${message}`,
  /** In agent creation: written here, saved once the agent exists. */
  creationHeading: `Testo e ${QA_SOURCE_LABEL.toLowerCase()}`,
  creationHint: "Facoltativi: testi scritti da te e risposte esatte alle domande frequenti, salvati insieme all'agente.",
  draftsLabel: 'Testi da aggiungere',
  remove: (title: string) => `Rimuovi ${title}`,
};

export const qaText = {
  title: QA_SOURCE_LABEL,
  kind: QA_SOURCE_LABEL,
  description:
    "Quando un cliente fa una di queste domande (o una molto simile), l'agente risponde esattamente con la risposta che scrivi qui.",
  add: 'Aggiungi domanda',
  empty: 'Nessuna domanda con risposta.',
  listLabel: 'Domande e risposte',
  loadError: (message: string) => `Errore nel caricamento delle domande: ${message}`,
  formTitleNew: 'Nuova domanda e risposta',
  formTitleEdit: 'Modifica domanda e risposta',
  formTitleGap: 'Aggiungi una risposta',
  fieldQuestion: 'Domanda',
  fieldVariants: 'Altri modi di chiederlo (facoltativo)',
  variantsHint: `Una per riga, fino a ${QA_VARIANTS_MAX}.`,
  fieldAnswer: 'Risposta',
  answerHint: 'La risposta viene data così come è scritta.',
  variants: (n: number) => plural(n, 'variante', 'varianti'),
  save: 'Salva',
  saving: SHARED_TEXT.saving,
  cancel: 'Annulla',
  created: QA_MESSAGES.created,
  updated: QA_MESSAGES.updated,
  deleted: QA_MESSAGES.deleted,
  saveError: (message: string) => `Impossibile salvare la domanda: ${message}`,
  edit: 'Modifica',
  editLabel: (question: string) => `Modifica la domanda ${question}`,
  deleteLabel: (question: string) => `Elimina la domanda ${question}`,
  deleteTitle: 'Eliminare la domanda e la risposta?',
  deleteDescription: (question: string) => `«${question}» verrà eliminata: l'agente non darà più questa risposta.`,
  deleteConfirm: 'Elimina',
  deleteError: (message: string) => `Errore durante l'eliminazione: ${message}`,
  /** The analytics' knowledge gaps. */
  addAnswer: 'Aggiungi una risposta',
  addAnswerLabel: (question: string) => `Aggiungi una risposta a: ${question}`,
  draftsLabel: 'Domande da aggiungere',
  remove: (question: string) => `Rimuovi ${question}`,
};

/** How the lists name each kind of knowledge (ADR 0138). */
export const KNOWLEDGE_SOURCE_LABELS = {
  file: 'File',
  web_page: 'Sito web',
  note: notesText.kind,
  qa: qaText.kind,
} as const;
