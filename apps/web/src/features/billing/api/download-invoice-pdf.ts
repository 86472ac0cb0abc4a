import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

/** GET /api/billing/invoices/:id/pdf: the file, saved by the browser under the server's name. */
export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const response = await fetch(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`, { credentials: 'same-origin' });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiRequestError(response.status, error.code ?? 'ERROR', error.message ?? 'Si è verificato un errore imprevisto.');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fattura.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Nothing cached changes: a download only reads. */
export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
