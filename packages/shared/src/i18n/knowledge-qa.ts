import { QA_QUESTION_MAX, QA_VARIANTS_MAX, QA_ANSWER_MAX, QA_PAIRS_PER_AGENT } from '../limits.js';
import { formatCountIt } from '../plural.js';

/** What a citation of a pair reads, in the chat and the analytics. */
export const QA_SOURCE_LABEL = 'Domande e risposte';

export const QA_MESSAGES = {
  questionRequired: 'Scrivi la domanda.',
  questionTooLong: `La domanda può contenere al massimo ${QA_QUESTION_MAX} caratteri.`,
  variantRequired: 'Una variante della domanda non può essere vuota.',
  variantTooLong: `Ogni variante può contenere al massimo ${QA_QUESTION_MAX} caratteri.`,
  tooManyVariants: `Puoi aggiungere al massimo ${QA_VARIANTS_MAX} varianti della domanda.`,
  duplicateVariant: 'Le varianti devono essere diverse dalla domanda e tra loro.',
  answerRequired: 'Scrivi la risposta.',
  answerTooLong: `La risposta può contenere al massimo ${formatCountIt(QA_ANSWER_MAX)} caratteri.`,
  translationTooLong: `Ogni risposta tradotta può contenere al massimo ${formatCountIt(QA_ANSWER_MAX)} caratteri.`,
  translationInvalid: 'Le risposte tradotte devono essere testi.',
  translationLanguageInvalid: 'Le risposte tradotte possono essere in inglese, tedesco, francese o spagnolo.',
  tooManyPairs: `Questo agente ha già ${QA_PAIRS_PER_AGENT} domande e risposte, il massimo: eliminane qualcuna prima di aggiungerne altre.`,
  notFound: 'Domanda e risposta non trovata.',
  created: 'Domanda e risposta aggiunta.',
  updated: 'Domanda e risposta aggiornata.',
  deleted: 'Domanda e risposta eliminata.',
} as const;

/** The pair form's answers in other languages (issue 48). */
export const QA_TRANSLATIONS_TEXT = {
  title: 'Risposta nelle altre lingue (facoltativa)',
  description:
    'Ai visitatori che scrivono in queste lingue la coppia risponde con il testo tradotto; dove lo lasci vuoto risponde in italiano, con una breve nota nella loro lingua. Aggiungi tra le varianti la domanda come la scriverebbero loro.',
  label: (language: string) => `Risposta in ${language}`,
} as const;

/** Messages of the fields of `api/knowledge-qa.ts`'s schemas (ADR 0199). */
export const KNOWLEDGE_QA_FIELD_MESSAGES = {
  pairIdInvalid: 'Identificativo della domanda non valido.',
} as const;
