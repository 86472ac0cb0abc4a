import { describe, expect, it } from 'vitest';
import { invoiceAmounts, invoiceVatKind, vatTreatment } from './vat.js';

describe('VAT treatment (D12, ADR 0045)', () => {
  it('charges IVA 22% in Italy, reverse charge to an EU business, nothing to a business outside the EU', () => {
    expect(vatTreatment({ country: 'IT', vatNumber: '12345678903' })).toEqual({ rate: 22, reverseCharge: false, outOfScope: false });
    expect(vatTreatment({ country: 'DE', vatNumber: 'DE123456789' })).toEqual({ rate: 0, reverseCharge: true, outOfScope: false });
    expect(vatTreatment({ country: 'US', vatNumber: '123456789' })).toEqual({ rate: 0, reverseCharge: false, outOfScope: true });
    expect(vatTreatment({ country: 'ch', vatNumber: 'CHE123456788' }).outOfScope).toBe(true);
    // Without a VAT number (a consumer) Italian VAT applies, in the EU or not.
    expect(vatTreatment({ country: 'FR', vatNumber: null }).rate).toBe(22);
    expect(vatTreatment(null).rate).toBe(22);
  });

  it('names the kind of an invoice row and rounds VAT half up', () => {
    expect(invoiceVatKind({ vatRate: 22, reverseCharge: false })).toBe('vat');
    expect(invoiceVatKind({ vatRate: 0, reverseCharge: true })).toBe('reverse_charge');
    expect(invoiceVatKind({ vatRate: 0, reverseCharge: false })).toBe('out_of_scope');
    expect(invoiceAmounts(2500, vatTreatment({ country: 'IT' }))).toEqual({ netCents: 2500, vatCents: 550, totalCents: 3050 });
  });
});
