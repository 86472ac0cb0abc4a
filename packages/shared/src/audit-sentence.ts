import { formatDateTimeIt } from './format.js';
import { planDisplayName } from './plans.js';
import { roleLabel } from './roles.js';
import { toName } from './italian-preposition.js';

/** What a line of the operators' audit log needs to be told in Italian (issue 34). */
export interface AuditFacts {
  action: string;
  /** 'Mario Rossi (operatore@agenti.it)' */
  actor: string;
  /** A person ('Anna Bianchi (anna@esempio.it)') or an API key's name. */
  target: string;
  /** The customer's company, when the target is a member of an account with billing data. */
  company?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const plan = (v: unknown) => (str(v) ? planDisplayName(str(v)) : 'nessun piano');
const until = (v: unknown) => (str(v) ? ` (scadenza ${formatDateTimeIt(str(v))})` : ' (senza scadenza)');

/**
 * One Italian sentence for an audit entry: named people and plans, dates as dd/MM/yyyy HH:mm (Europe/Rome), never
 * raw field names or ISO instants. An action this version does not know is still said plainly.
 */
export function auditSentence(f: AuditFacts): string {
  const of = f.company ? `${f.target}, ${f.company}` : f.target;
  switch (f.action) {
    case 'plan.changed': {
      const reason = str(f.after?.reason);
      return `${f.actor} ha cambiato il piano dell'account di ${of} da ${plan(f.before?.plan)}${until(f.before?.planExpiresAt)} ${toName(plan(f.after?.plan))}${until(f.after?.planExpiresAt)}.${reason ? ` Motivo: ${reason}` : ''}`;
    }
    case 'role.changed':
      return `${f.actor} ha cambiato il ruolo di ${of} da ${roleLabel(str(f.before?.role))} ${toName(roleLabel(str(f.after?.role)))}.`;
    case 'user.banned':
      return `${f.actor} ha bannato ${of}${str(f.after?.bannedUntil) ? ` fino al ${formatDateTimeIt(str(f.after?.bannedUntil))}` : ''}.`;
    case 'user.unbanned':
      return `${f.actor} ha riattivato ${of}.`;
    case 'api_key.added':
      return `${f.actor} ha aggiunto la chiave API «${f.target}»${str(f.after?.model) ? ` (modello ${str(f.after?.model)})` : ''}.`;
    case 'api_key.defaulted':
      return `${f.actor} ha reso predefinita la chiave API «${f.target}».`;
    case 'api_key.deleted':
      return `${f.actor} ha eliminato la chiave API «${f.target}».`;
    case 'api_key.tested':
      return `${f.actor} ha provato la chiave API «${f.target}».`;
    default:
      return `${f.actor} ha eseguito l'azione «${f.action}» su ${of}.`;
  }
}
