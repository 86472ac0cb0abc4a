import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export type InvoiceFileKind = 'pdf' | 'fatturapa';

/**
 * GET /api/super-admin/billing/invoices/:id/pdf or …/fatturapa: the operator's copy of an invoice (the PDF, or the
 * FatturaPA XML for the SDI), saved by the browser under the server's name.
 */
export const downloadInvoiceFile = ({ invoiceId, kind }: { invoiceId: string; kind: InvoiceFileKind }) =>
  downloadFile(
    `/api/super-admin/billing/invoices/${encodeURIComponent(invoiceId)}/${kind}`,
    kind === 'pdf' ? 'fattura.pdf' : 'fattura.xml',
  );

/** Nothing cached changes: a download only reads. */
export const useDownloadInvoiceFile = () => useMutation({ mutationFn: downloadInvoiceFile });
