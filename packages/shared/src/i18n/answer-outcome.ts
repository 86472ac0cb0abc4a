import type { AnswerOutcome } from '../answer-outcome.js';

/** The source every answer from the agent's own business details cites (issue 45). */
export const BUSINESS_CARD_LABEL = 'Scheda attività';

/** What the agent says when nothing it knows answers, instead of an unrelated passage (issue 45). */
export const ANSWER_OUTCOME_TEXT = {
  notAnswered: 'Mi dispiace, non ho trovato questa informazione tra quelle che conosco e preferisco non darti una risposta sbagliata.',
  notAnsweredWithPerson:
    'Mi dispiace, non ho trovato questa informazione tra quelle che conosco e preferisco non darti una risposta sbagliata. Se vuoi, puoi parlare con una persona del team.',
  personRequest: 'Certo: puoi parlare con una persona del team. Usa il pulsante qui sotto per chiedere di essere ricontattato.',
  personRequestMember:
    'Le richieste di parlare con una persona arrivano dai visitatori della chat pubblica: qui rispondo solo con ciò che conosco.',
  greeting: 'Ciao! Come posso aiutarti?',
  thanks: 'Prego! Se hai altre domande, sono qui.',
  goodbye: 'Grazie a te, a presto!',
  hoursTitle: 'I nostri orari:',
  hoursNone: "Gli orari di apertura non sono indicati nella scheda dell'attività.",
  closedDay: 'chiuso',
  address: (value: string) => `Ci trovi in ${value}.`,
  phone: (value: string) => `Puoi chiamarci al numero ${value}.`,
  email: (value: string) => `Puoi scriverci all'indirizzo ${value}.`,
  weekdays: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
} as const;

/** How the review page and the export name each outcome. */
export const ANSWER_OUTCOME_LABELS: Record<AnswerOutcome, string> = {
  knowledge: 'Risposta dai documenti',
  qa_pair: 'Risposta da Domande e risposte',
  business_card: 'Risposta dalla Scheda attività',
  small_talk: 'Saluto',
  person_request: 'Richiesta di una persona',
  not_answered: 'Non risposta',
  action: 'Risposta con un’azione',
};

/** 'Scheda attività' in the agent's settings. */
export const BUSINESS_CARD_TEXT = {
  title: 'Scheda attività',
  description:
    "Indirizzo, telefono ed e-mail dell'attività: l'agente li usa per rispondere a domande come «dove siete?». Gli orari sono quelli impostati per il passaggio a una persona.",
  address: 'Indirizzo',
  phone: 'Telefono',
  email: 'E-mail',
  addressInvalid: "L'indirizzo non può superare 300 caratteri.",
  phoneInvalid: 'Il telefono può contenere solo cifre, spazi e i simboli + ( ) - / e non più di 40 caratteri.',
  emailInvalid: "Inserisci un indirizzo e-mail valido per l'attività.",
  cardInvalid: 'La scheda attività non è valida.',
} as const;
