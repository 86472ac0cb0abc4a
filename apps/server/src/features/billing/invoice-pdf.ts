import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { planDisplayName } from '@app/shared/plans';
import { OUT_OF_SCOPE_NOTE, REVERSE_CHARGE_NOTE } from '@app/shared/i18n/vat';
import { invoiceVatKind } from '@app/shared/vat';
import type { invoices } from '../../db/schema/billing.js';
import type { Seller } from './seller.js';

type InvoiceRow = typeof invoices.$inferSelect;

const dateFmt = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });
const euroFmt = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
export const euro = (cents: number) => `€ ${euroFmt.format(cents / 100)}`;
export const italianDate = (d: Date) => dateFmt.format(d);

/** The standard fonts speak WinAnsi: letters outside it lose their accents rather than breaking the document. */
function winAnsi(text: string): string {
  return text
    .replace(/\u00a0|\u202f/g, ' ')
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€‘’“”–—…]/g, (c) =>
      c
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\u0020-\u007e]/g, '?'),
    );
}

class Writer {
  y = 800;
  constructor(
    private page: PDFPage,
    private font: PDFFont,
    private bold: PDFFont,
  ) {}
  line(text: string, { size = 10, strong = false, x = 50, gap = 4 } = {}) {
    this.page.drawText(winAnsi(text), { x, y: this.y, size, font: strong ? this.bold : this.font, color: rgb(0.06, 0.09, 0.16) });
    this.y -= size + gap;
  }
  pair(label: string, value: string, { strong = false } = {}) {
    const font = strong ? this.bold : this.font;
    const safe = winAnsi(value);
    this.page.drawText(winAnsi(label), { x: 300, y: this.y, size: 10, font });
    this.page.drawText(safe, { x: 545 - font.widthOfTextAtSize(safe, 10), y: this.y, size: 10, font });
    this.y -= 16;
  }
  space(h = 10) {
    this.y -= h;
  }
}

/** The invoice's one line: a period of the plan, or an upgrade's prorated difference (ADR 0043). */
export function invoiceDescription(invoice: Pick<InvoiceRow, 'plan' | 'proration'>): string {
  const plan = planDisplayName(invoice.plan);
  return invoice.proration
    ? `Passaggio al piano ${plan} di Agenti AI - differenza per il resto del periodo`
    : `Abbonamento mensile Agenti AI - piano ${plan}`;
}

/**
 * The invoice as a PDF (D5, D12): number and date, seller and customer, plan and period, net amount, VAT or the
 * reverse-charge note, total. Built from the invoice row alone (its customer snapshot), so it never changes.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, seller: Seller): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Fattura ${invoice.year}/${invoice.number}`);
  doc.setAuthor(seller.name);
  doc.setLanguage('it-IT');
  const page = doc.addPage([595.28, 841.89]);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const c = invoice.customer ?? {};

  w.line(`Fattura n. ${invoice.year}/${invoice.number}`, { size: 18, strong: true, gap: 8 });
  w.line(`Data: ${italianDate(invoice.paidAt ?? invoice.issuedAt)}`);
  w.space();
  w.line('Cedente / prestatore', { strong: true });
  w.line(seller.name);
  w.line(seller.address);
  w.line(`${seller.postalCode} ${seller.city} (${seller.province}) - Italia`);
  w.line(`Partita IVA: IT${seller.vatNumber}`);
  w.space();
  w.line('Cessionario / committente', { strong: true });
  w.line(c.companyName ?? '');
  w.line(c.address ?? '');
  w.line(`${c.postalCode ?? ''} ${c.city ?? ''}${c.province ? ` (${c.province})` : ''} - ${c.country ?? ''}`);
  if (c.vatNumber) w.line(`Partita IVA: ${c.vatNumber}`);
  if (c.fiscalCode) w.line(`Codice fiscale: ${c.fiscalCode}`);
  if (c.sdiCode) w.line(`Codice destinatario SDI: ${c.sdiCode}`);
  if (c.pec) w.line(`PEC: ${c.pec}`);
  w.space(16);
  w.line('Descrizione', { strong: true });
  w.line(invoiceDescription(invoice));
  w.line(`Periodo: dal ${italianDate(invoice.periodStart)} al ${italianDate(invoice.periodEnd)}`);
  w.space(16);
  w.pair('Imponibile', euro(invoice.netCents));
  const kind = invoiceVatKind(invoice);
  if (kind !== 'vat') {
    w.pair('IVA', euro(0));
    w.pair('Totale', euro(invoice.totalCents), { strong: true });
    w.space();
    const note =
      kind === 'reverse_charge'
        ? `${REVERSE_CHARGE_NOTE} - operazione non soggetta a IVA ai sensi dell'art. 7-ter del DPR 633/72 (Natura N2.1).`
        : `${OUT_OF_SCOPE_NOTE} ai sensi dell'art. 7-ter del DPR 633/72: committente fuori dall'Unione europea (Natura N2.1).`;
    w.line(note, { size: 9 });
  } else {
    w.pair(`IVA ${invoice.vatRate}%`, euro(invoice.vatCents));
    w.pair('Totale', euro(invoice.totalCents), { strong: true });
  }
  w.space();
  if (invoice.paidAt) w.line(`Pagata il ${italianDate(invoice.paidAt)}.`, { size: 9 });
  w.line('Copia di cortesia: la fattura elettronica è trasmessa tramite il Sistema di Interscambio.', { size: 9 });
  return doc.save();
}
