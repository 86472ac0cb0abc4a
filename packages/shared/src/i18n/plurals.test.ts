import { describe, expect, it } from 'vitest';
import { agentLimitMessage, agentsText } from './agents.js';
import { PRIVACY_MESSAGES } from './privacy.js';
import { seatLimitMessage } from './team.js';
import { adminText } from './admin.js';
import { analyticsText } from './analytics.js';
import { billingText, excessItem } from './billing.js';
import { chatText } from './chat.js';
import { commonText, emailGreeting } from './common.js';
import { knowledgeText } from './knowledge.js';
import { marketingText } from './marketing.js';
import { dashboardText } from './dashboard.js';
import { LEAD_DELIVERY_ERRORS } from './leads.js';
import { roleUpdatedMessage } from './team.js';

/** Every count the interface shows, at one and at two (issue 32: '1 agente', never '1 agenti'). */
const counts: [where: string, say: (n: number) => string, one: string, two: string][] = [
  ['back office: replies', adminText.dashboard.repliesTotal, '1 risposta in totale', '2 risposte in totale'],
  ['back office: users found', adminText.subscriptions.results, '1 utente', '2 utenti'],
  [
    'back office: failing key',
    (n) => adminText.apiKeys.failing(n, 'oggi'),
    'Failing for 1 account · last failure oggi',
    'Failing for 2 accounts · last failure oggi',
  ],
  ['back office: plan users', adminText.plans.users, '1 utente', '2 utenti'],
  ['back office: plan agents', adminText.plans.agents, '1 agente', '2 agenti'],
  ['back office: plan messages', adminText.plans.messages, '1 messaggio/mese', '2 messaggi/mese'],
  ['back office: accounts on a plan', adminText.plans.accounts, '1 account attivo', '2 account attivi'],
  ['back office: trials', adminText.plans.trial, '1 account in prova', '2 account in prova'],
  ['agents: usage', (n) => agentsText.list.usage(1, n), '1 di 1 agente utilizzato', '1 di 2 agenti utilizzati'],
  ['analytics: returning visitors', analyticsText.totals.returning, '1 tornato un altro giorno', '2 tornati un altro giorno'],
  ['analytics: rated up', analyticsText.totals.ratedUp, '1 positiva', '2 positive'],
  ['analytics: rated down', analyticsText.totals.ratedDown, '1 negativa', '2 negative'],
  ['analytics: heatmap', (n) => analyticsText.heatmap.cell(n, 'Lunedì', 9), '1 domanda lunedì alle 9', '2 domande lunedì alle 9'],
  ['analytics: citations', analyticsText.documents.citations, '1 citazione', '2 citazioni'],
  ['lists: active filters', commonText.filtersToggle, 'Filtri (1 attivo)', 'Filtri (2 attivi)'],
  ['analytics: messages', analyticsText.conversations.count, '1 messaggio', '2 messaggi'],
  ['analytics: up', analyticsText.conversations.up, '1 valutazione positiva', '2 valutazioni positive'],
  ['analytics: down', analyticsText.conversations.down, '1 valutazione negativa', '2 valutazioni negative'],
  ['analytics: retention', analyticsText.retention.days, '1 giorno', '2 giorni'],
  ['analytics: retention in years', (n) => analyticsText.retention.days(365 * n), '1 anno', '2 anni'],
  ['privacy: found', analyticsText.erasure.found, 'Trovata 1 conversazione:', 'Trovate 2 conversazioni:'],
  [
    'privacy: row',
    (n) => analyticsText.erasure.row('Assistente', 'ieri', n),
    'Assistente · ieri · 1 messaggio',
    'Assistente · ieri · 2 messaggi',
  ],
  [
    'privacy: confirm',
    analyticsText.erasure.confirm,
    "Cancellare definitivamente 1 conversazione? L'operazione non si può annullare.",
    "Cancellare definitivamente 2 conversazioni? L'operazione non si può annullare.",
  ],
  ['privacy: erased', PRIVACY_MESSAGES.erased, 'Cancellata 1 conversazione del visitatore.', 'Cancellate 2 conversazioni del visitatore.'],
  ['billing: plan agents', billingText.plan.agents, '1 agente AI', '2 agenti AI'],
  [
    'billing: plan limits',
    (n) => billingText.plans.limits(n, n, '1 GB', '500'),
    '1 agente · 1 utente · 1 GB · 500 messaggi al mese',
    '2 agenti · 2 utenti · 1 GB · 500 messaggi al mese',
  ],
  [
    'chat: memories waiting',
    chatText.memories.waiting,
    "1 memoria insegnata da un utente attende la tua approvazione: finché non la approvi l'agente non la usa.",
    "2 memorie insegnate dagli utenti attendono la tua approvazione: finché non le approvi l'agente non le usa.",
  ],
  ['knowledge: pages', knowledgeText.documents.pages, '1 pagina', '2 pagine'],
  ['knowledge: OCR', knowledgeText.documents.ocrPages, 'OCR su 1 pagina', 'OCR su 2 pagine'],
  [
    'knowledge: OCR note',
    knowledgeText.text.ocrNote,
    '1 pagina è stata letta con OCR (scansione).',
    '2 pagine sono state lette con OCR (scansione).',
  ],
  ['pricing: users', marketingText.plans.users, '1 utente', '2 utenti'],
  ['pricing: agents', marketingText.plans.agents, '1 agente AI', '2 agenti AI'],
  ['pricing: messages', marketingText.plans.messages, '1 messaggio/mese', '2 messaggi/mese'],
  // Issue 44: '1 disponibili', '2 su 1 consentiti'.
  [
    'billing: over a limit',
    (n) => billingText.usage.overItem('Agenti AI', '3', String(n)),
    'Agenti AI: 3 su un massimo di 1',
    'Agenti AI: 3 su un massimo di 2',
  ],
  [
    'plan choice: over a limit before paying',
    (n) => excessItem({ key: 'agents', used: 3, limit: n }),
    'agenti AI: 3 su un massimo di 1',
    'agenti AI: 3 su un massimo di 2',
  ],
  ['dashboard: agents card', dashboardText.cards.agents.hint, 'su 1 disponibile nel tuo piano', 'su 2 disponibili nel tuo piano'],
  ['dashboard: first steps', (n) => dashboardText.checklist.progress(1, n), '1 di 1 completato', '1 di 2 completati'],
  [
    'leads: webhook timeout',
    (n) => LEAD_DELIVERY_ERRORS.timeout(n * 1000),
    'Nessuna risposta entro 1 secondo',
    'Nessuna risposta entro 2 secondi',
  ],
  [
    'limit: agents',
    agentLimitMessage,
    "Hai raggiunto il limite massimo di 1 agente per il tuo piano attuale. Effettua l'upgrade per crearne altri.",
    "Hai raggiunto il limite massimo di 2 agenti per il tuo piano attuale. Effettua l'upgrade per crearne altri.",
  ],
  [
    'limit: seats',
    seatLimitMessage,
    'Hai raggiunto il limite massimo di 1 utente per il tuo piano attuale.',
    'Hai raggiunto il limite massimo di 2 utenti per il tuo piano attuale.',
  ],
];

describe('counts in the interface agree with their number', () => {
  it.each(counts)('%s', (_where, say, one, two) => {
    expect(say(1)).toBe(one);
    expect(say(2)).toBe(two);
  });

  it('writes thousands the Italian way and uses the plural for zero', () => {
    expect(marketingText.plans.messages(12000)).toBe('12.000 messaggi/mese');
    expect(adminText.plans.agents(0)).toBe('0 agenti');
  });
});

/** Issue 44: 'Abbonati a Avanzato' and 'Benvenuto, giulia.bianchi!'. */
describe('names in sentences', () => {
  it("joins 'ad' to a name that begins with a, 'a' to the others", () => {
    expect(billingText.plans.subscribe('Avanzato')).toBe('Abbonati ad Avanzato');
    expect(billingText.plans.subscribe('Pro')).toBe('Abbonati a Pro');
    expect(billingText.plans.upgrade('Avanzato')).toBe('Passa ad Avanzato');
    expect(billingText.plans.downgrade('Base')).toBe('Passa a Base a fine periodo');
    expect(roleUpdatedMessage('anna@esempio.it', 'Amministratore')).toBe(
      'Ruolo utente anna@esempio.it aggiornato ad Amministratore con successo.',
    );
    expect(adminText.detail.confirmText('anna@esempio.it', 'Base', 'Avanzato', '')).toContain('passerà da Base ad Avanzato.');
  });

  it('greets by first name, and without one never by the e-mail address', () => {
    expect(dashboardText.welcome('Giulia')).toBe('Benvenuto, Giulia!');
    expect(dashboardText.welcome(null)).toBe('Benvenuto!');
    expect(dashboardText.welcome('  ')).toBe('Benvenuto!');
    expect(emailGreeting({ firstName: 'Giulia', lastName: 'Bianchi' })).toBe('Ciao Giulia Bianchi,');
    expect(emailGreeting({ firstName: null, lastName: null })).toBe('Ciao,');
  });
});
