/** The one way the web app talks to the server: JSON, same-origin cookies, Italian errors. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const NETWORK_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body !== undefined || options.formData ? 'POST' : 'GET', body, formData, signal } = options;
  let response: Response;
  try {
    response = await fetch(path.startsWith('/api') ? path : `/api${path}`, {
      method,
      credentials: 'same-origin',
      signal,
      headers: body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: formData ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data ?? {}) as { message?: string; code?: string; fieldErrors?: Record<string, string[]> };
    throw new ApiRequestError(
      response.status,
      error.code ?? 'ERROR',
      error.message ?? 'Si è verificato un errore imprevisto.',
      error.fieldErrors,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return 'Errore sconosciuto';
}
