import { invoiceVatKind } from '@app/shared/vat';
import { invoiceDescription } from './invoice-pdf.js';
import type { invoices } from '../../db/schema/billing.js';
import type { Seller } from './seller.js';
import { romeToday } from '../../base/rome-time.js';

type InvoiceRow = typeof invoices.$inferSelect;

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** Recipient code for a foreign customer, and for an Italian one reached by PEC (SDI rules). */
const FOREIGN_RECIPIENT = 'XXXXXXX';
const PEC_RECIPIENT = '0000000';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
/** FatturaPA text fields accept Basic Latin and Latin-1 only; other letters lose their accents. */
const latin1 = (s: string, max: number) =>
  escape(
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
      .slice(0, max),
  );
const amount = (cents: number) => (cents / 100).toFixed(2);
const isoDate = (d: Date) => romeToday(d);
const el = (name: string, value: string | null | undefined) => (value ? `<${name}>${value}</${name}>` : '');

/** The SDI file name: IT + the transmitter's VAT number + a progressive of 5 letters/digits, unique per file. */
export function fatturaPaFileName(invoice: InvoiceRow, seller: Seller): string {
  return `IT${seller.vatNumber}_${progressive(invoice)}.xml`;
}
function progressive(invoice: InvoiceRow): string {
  return (((invoice.year ?? 2000) - 2000) * 1_000_000 + (invoice.number ?? 0)).toString(36).toUpperCase().padStart(5, '0');
}

/**
 * The invoice as a FatturaPA XML (FPR12, schema 1.2.2), for the operator to send through their SDI channel.
 * Italian customers: IVA 22%; an EU business: reverse charge with Natura N2.1 (art. 7-ter DPR 633/72, D12); a
 * business outside the EU: not subject, Natura N2.1 as well (ADR 0045).
 */
export function renderFatturaPa(invoice: InvoiceRow, seller: Seller): string {
  const c = invoice.customer ?? {};
  const country = (c.country ?? 'IT').toUpperCase();
  const italian = country === 'IT';
  // The number without its country prefix (DE123… → 123…); a prefix that is part of the number (CHE…) stays.
  const customerVat = c.vatNumber ? c.vatNumber.replace(new RegExp(`^${country}(?=\\d)`), '') : null;
  const recipient = italian ? (c.sdiCode ?? PEC_RECIPIENT) : FOREIGN_RECIPIENT;
  const kind = invoiceVatKind(invoice);
  const rate = kind === 'vat' ? amount(invoice.vatRate * 100) : '0.00';
  const natura = kind === 'vat' ? '' : '<Natura>N2.1</Natura>';
  const reference =
    kind === 'reverse_charge'
      ? '<RiferimentoNormativo>Inversione contabile - art. 7-ter DPR 633/72</RiferimentoNormativo>'
      : kind === 'out_of_scope'
        ? '<RiferimentoNormativo>Operazione non soggetta - art. 7-ter DPR 633/72</RiferimentoNormativo>'
        : '<EsigibilitaIVA>I</EsigibilitaIVA>';
  const description = invoiceDescription(invoice);

  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="${NAMESPACE}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${escape(seller.vatNumber)}</IdCodice></IdTrasmittente>
      <ProgressivoInvio>${progressive(invoice)}</ProgressivoInvio>
      <FormatoTrasmissione>FPR12</FormatoTrasmissione>
      <CodiceDestinatario>${escape(recipient)}</CodiceDestinatario>
      ${italian && recipient === PEC_RECIPIENT ? el('PECDestinatario', c.pec ? latin1(c.pec, 256) : null) : ''}
    </DatiTrasmissione>
    <CedentePrestatore>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${escape(seller.vatNumber)}</IdCodice></IdFiscaleIVA>
        <CodiceFiscale>${escape(seller.fiscalCode)}</CodiceFiscale>
        <Anagrafica><Denominazione>${latin1(seller.name, 80)}</Denominazione></Anagrafica>
        <RegimeFiscale>${escape(seller.taxRegime)}</RegimeFiscale>
      </DatiAnagrafici>
      <Sede>
        <Indirizzo>${latin1(seller.address, 60)}</Indirizzo>
        <CAP>${escape(seller.postalCode)}</CAP>
        <Comune>${latin1(seller.city, 60)}</Comune>
        <Provincia>${escape(seller.province)}</Provincia>
        <Nazione>IT</Nazione>
      </Sede>
    </CedentePrestatore>
    <CessionarioCommittente>
      <DatiAnagrafici>
        ${customerVat ? `<IdFiscaleIVA><IdPaese>${escape(country)}</IdPaese><IdCodice>${latin1(customerVat, 28)}</IdCodice></IdFiscaleIVA>` : ''}
        ${italian ? el('CodiceFiscale', c.fiscalCode ? escape(c.fiscalCode) : null) : ''}
        <Anagrafica><Denominazione>${latin1(c.companyName ?? '', 80)}</Denominazione></Anagrafica>
      </DatiAnagrafici>
      <Sede>
        <Indirizzo>${latin1(c.address ?? '', 60)}</Indirizzo>
        <CAP>${italian ? escape(c.postalCode ?? '') : '00000'}</CAP>
        <Comune>${latin1(c.city ?? '', 60)}</Comune>
        ${italian ? el('Provincia', c.province ? escape(c.province) : null) : ''}
        <Nazione>${escape(country)}</Nazione>
      </Sede>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali>
      <DatiGeneraliDocumento>
        <TipoDocumento>TD01</TipoDocumento>
        <Divisa>EUR</Divisa>
        <Data>${isoDate(invoice.paidAt ?? invoice.issuedAt)}</Data>
        <Numero>${invoice.year}/${invoice.number}</Numero>
        <ImportoTotaleDocumento>${amount(invoice.totalCents)}</ImportoTotaleDocumento>
      </DatiGeneraliDocumento>
    </DatiGenerali>
    <DatiBeniServizi>
      <DettaglioLinee>
        <NumeroLinea>1</NumeroLinea>
        <Descrizione>${latin1(description, 1000)}</Descrizione>
        <DataInizioPeriodo>${isoDate(invoice.periodStart)}</DataInizioPeriodo>
        <DataFinePeriodo>${isoDate(invoice.periodEnd)}</DataFinePeriodo>
        <PrezzoUnitario>${amount(invoice.netCents)}</PrezzoUnitario>
        <PrezzoTotale>${amount(invoice.netCents)}</PrezzoTotale>
        <AliquotaIVA>${rate}</AliquotaIVA>
        ${natura}
      </DettaglioLinee>
      <DatiRiepilogo>
        <AliquotaIVA>${rate}</AliquotaIVA>
        ${natura}
        <ImponibileImporto>${amount(invoice.netCents)}</ImponibileImporto>
        <Imposta>${amount(invoice.vatCents)}</Imposta>
        ${reference}
      </DatiRiepilogo>
    </DatiBeniServizi>
    <DatiPagamento>
      <CondizioniPagamento>TP02</CondizioniPagamento>
      <DettaglioPagamento>
        <ModalitaPagamento>MP08</ModalitaPagamento>
        ${el('DataScadenzaPagamento', invoice.paidAt ? isoDate(invoice.paidAt) : null)}
        <ImportoPagamento>${amount(invoice.totalCents)}</ImportoPagamento>
      </DettaglioPagamento>
    </DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>
`;
}
