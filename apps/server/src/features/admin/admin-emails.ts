import { formatDateTimeIt } from '@app/shared/format';
import { planDisplayName } from '@app/shared/plans';
import { composeEmail } from '../../mail/templates.js';

/** What the customer reads when the operator changes their plan (issue 34). */
export function planChangedEmail(
  to: string,
  { plan, until, reason, billingUrl }: { plan: string | null; until: Date | null; reason: string; billingUrl: string },
) {
  const what = plan
    ? `Il piano del tuo account Agenti AI è ora ${planDisplayName(plan)}${until ? `, valido fino al ${formatDateTimeIt(until.toISOString())}` : ''}.`
    : 'Il tuo account Agenti AI non ha più un piano a pagamento attivo.';
  return composeEmail(to, 'Il piano del tuo account è stato modificato', {
    paragraphs: [
      what,
      `Motivo indicato dal nostro staff: ${reason}`,
      'Per qualsiasi domanda rispondi a questa email o scrivici dalla pagina Contatti.',
    ],
    action: { label: 'Vai ad Account e Fatturazione', url: billingUrl },
    footer: "Ricevi questa email perché sei il proprietario dell'account.",
  });
}
