import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/billing/invoices/:id/pdf: the file, saved by the browser under the server's name. */
export const downloadInvoicePdf = (invoiceId: string) =>
  downloadFile(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`, 'fattura.pdf');

/** Nothing cached changes: a download only reads. */
export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
