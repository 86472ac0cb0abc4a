import { ApiRequestError } from './api-client';

/**
 * GETs a file of the API and has the browser save it under the name the server gives (Content-Disposition), else
 * `fallbackName`. A refusal becomes the server's Italian error, as `apiRequest` does for JSON.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiRequestError(response.status, error.code ?? 'ERROR', error.message ?? 'Si è verificato un errore imprevisto.');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob by then; revoking it at once would cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
