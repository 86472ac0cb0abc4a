import { formatDateIt } from '@app/shared/format';
import { composeEmail } from '../../mail/templates.js';

/** D4: a failed payment keeps the plan for 7 days of grace; the owner is told how to fix it. */
export function paymentFailedEmail(to: string, { graceEnds, billingUrl }: { graceEnds: Date; billingUrl: string }) {
  return composeEmail(to, 'Pagamento non riuscito: aggiorna il metodo di pagamento', {
    paragraphs: [
      'Non siamo riusciti ad addebitare il rinnovo del tuo abbonamento ad Agenti AI.',
      `Il tuo piano resta attivo fino al ${formatDateIt(graceEnds.toISOString())}: entro quella data aggiorna il metodo di pagamento per non interrompere il servizio. Dopo, l'account resterà con tutti i suoi dati ma non potrà creare agenti, caricare documenti né usare la chat.`,
    ],
    action: { label: 'Vai ad Account e Fatturazione', url: billingUrl },
    footer: "Ricevi questa email perché sei il proprietario dell'account.",
  });
}

/** D4: two days before the trial ends, what happens then and how to keep going. */
export function trialEndingEmail(to: string, { trialEnds, pricingUrl }: { trialEnds: Date; pricingUrl: string }) {
  return composeEmail(to, 'La tua prova gratuita sta per terminare', {
    paragraphs: [
      `La prova gratuita di Agenti AI termina il ${formatDateIt(trialEnds.toISOString())}.`,
      'Dopo quella data i tuoi agenti, documenti e conversazioni restano conservati, ma non potrai creare agenti, caricare documenti né usare la chat finché non scegli un piano.',
    ],
    action: { label: 'Scegli un piano', url: pricingUrl },
    footer: "Ricevi questa email perché sei il proprietario dell'account.",
  });
}
