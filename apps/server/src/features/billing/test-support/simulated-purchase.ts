import type { BillingProfileInput } from '@app/shared/api/billing';
import type { PlanId } from '@app/shared/plans';
import type { TestApp } from '../../../test/test-app.js';

export const ITALIAN_COMPANY: BillingProfileInput = {
  companyName: 'Rossi Consulenze S.r.l.',
  vatNumber: '12345678903',
  fiscalCode: null,
  address: 'Via Roma 1',
  postalCode: '00184',
  city: 'Roma',
  province: 'RM',
  country: 'IT',
  sdiCode: 'M5UXCR1',
  pec: null,
};

export const GERMAN_COMPANY: BillingProfileInput = {
  companyName: 'Müller Beratung GmbH',
  vatNumber: 'DE123456789',
  address: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

export async function saveProfile(t: TestApp, cookie: string, profile: BillingProfileInput = ITALIAN_COMPANY) {
  const res = await t.request({ method: 'PUT', url: '/api/billing/profile', cookie, payload: profile });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
}

/** A business outside the EU: no Italian VAT, out of scope (ADR 0045). */
export const SWISS_COMPANY: BillingProfileInput = {
  companyName: 'Keller Treuhand AG',
  vatNumber: 'CHE-123.456.788',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
};

/** Buys a plan the way the browser does without Stripe: billing profile, checkout, then the simulated payment page's button. */
export async function buyWithSimulatedCheckout(
  t: TestApp,
  cookie: string,
  plan: PlanId,
  profile: BillingProfileInput | null = ITALIAN_COMPANY,
): Promise<{ sessionId: string }> {
  if (profile) await saveProfile(t, cookie, profile);
  const checkout = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan } });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const sessionId = String(checkout.json().url).split('/').pop()!;
  const done = await t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${sessionId}/complete`, cookie });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return { sessionId };
}

/** The text of a PDF, as a reader (or a screen reader) gets it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
