import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

export type InvoiceFileKind = 'pdf' | 'fatturapa';

/**
 * GET /api/super-admin/billing/invoices/:id/pdf or …/fatturapa: the operator's copy of an invoice (the PDF, or the
 * FatturaPA XML for the SDI), saved by the browser under the server's name.
 */
export async function downloadInvoiceFile({ invoiceId, kind }: { invoiceId: string; kind: InvoiceFileKind }): Promise<void> {
  const response = await fetch(`/api/super-admin/billing/invoices/${encodeURIComponent(invoiceId)}/${kind}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiRequestError(response.status, error.code ?? 'ERROR', error.message ?? 'Si è verificato un errore imprevisto.');
  }
  const fallback = kind === 'pdf' ? 'fattura.pdf' : 'fattura.xml';
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
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
export const useDownloadInvoiceFile = () => useMutation({ mutationFn: downloadInvoiceFile });
