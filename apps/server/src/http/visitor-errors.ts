import type { FastifyRequest } from 'fastify';
import { visitorCopy, VISITOR_COPY } from '@app/shared/i18n/visitor/index';
import {
  acceptLanguageTags,
  isVisitorLanguage,
  preferredVisitorLanguage,
  VISITOR_LANGUAGES,
  type VisitorLanguage,
} from '@app/shared/visitor-language';

/**
 * A visitor's refusals in their language (issue 48, ADR 0300): the 400 of a malformed request to a visitor route and
 * the 429 of its rate limits. Everything else a visitor route refuses is worded by the route itself (ADR 0240); the
 * team's routes and /api/v1 stay Italian. The shared schemas and limits word their sentences in Italian: each is found
 * in the Italian catalogue by its text and replaced by the same key in the visitor's language; zod's own sentences
 * come from `requestErrors`; a sentence found nowhere becomes the generic one of that language, never Italian.
 */

type Path = readonly string[];

/** Italian sentence → where it sits in the catalogue (the first place, when a sentence is named twice). */
const ITALIAN_INDEX = new Map<string, Path>();
(function index(node: unknown, path: Path) {
  if (typeof node === 'string') {
    if (node && !ITALIAN_INDEX.has(node)) ITALIAN_INDEX.set(node, path);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) index(value, [...path, key]);
  }
})(VISITOR_COPY.it, []);

const at = (copy: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), copy);

const TOO_LONG = /^Può contenere al massimo (\d+) caratter[ei]\.$/;

/** One Italian sentence of the server in the visitor's language; `fallback` when the catalogue does not have it. */
export function visitorSentence(message: string, language: VisitorLanguage, fallback: 'invalid' | 'badRequest' | 'tooMany'): string {
  if (language === 'it') return message;
  const copy = visitorCopy(language);
  const path = ITALIAN_INDEX.get(message);
  const found = path ? at(copy, path) : undefined;
  if (typeof found === 'string') return found;
  const long = TOO_LONG.exec(message);
  if (long) return copy.requestErrors.tooLong(Number(long[1]));
  return copy.requestErrors[fallback];
}

/** The routes a visitor calls (the public link, the widget, the booking link), by their path. */
export function isVisitorRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/api/public/') || path.startsWith('/api/widget/');
}

/**
 * The language of a visitor's request before any route has read it: the `language` its body or query names (the chat
 * sends the one it shows), else the browser's (Accept-Language), else Italian. The body is the raw one when it failed
 * validation, so its `language` is used only when it is one of the five.
 */
export function visitorLanguageOfRequest(request: FastifyRequest): VisitorLanguage {
  const named = (part: unknown) => (part && typeof part === 'object' ? (part as { language?: unknown }).language : undefined);
  const chosen = [named(request.body), named(request.query)].find(isVisitorLanguage);
  if (chosen) return chosen;
  const header = request.headers['accept-language'];
  return preferredVisitorLanguage(acceptLanguageTags(typeof header === 'string' ? header : undefined), VISITOR_LANGUAGES) ?? 'it';
}

interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** A validation 400 or a 429 of a visitor route, in the visitor's language; any other answer as it is. */
export function localizeVisitorError<B extends ErrorBody>(request: FastifyRequest, status: number, body: B): B {
  const validation = status === 400 && body.code === 'VALIDATION_ERROR';
  const limited = status === 429;
  if ((!validation && !limited) || !isVisitorRequest(request)) return body;
  const language = visitorLanguageOfRequest(request);
  if (language === 'it') return body;
  if (limited) return { ...body, message: visitorSentence(body.message, language, 'tooMany') };
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([key, messages]) => [key, messages.map((m) => visitorSentence(m, language, 'invalid'))]),
      )
    : undefined;
  // The top-level message is the first field's sentence, or that sentence named by its field ('email: campo …').
  let message: string | undefined;
  for (const [key, messages] of Object.entries(body.fieldErrors ?? {})) {
    const first = messages[0];
    if (first === undefined) continue;
    if (body.message === first) message = visitorSentence(first, language, 'invalid');
    else if (body.message === `${key}: ${lowerFirst(first)}`)
      message = `${key}: ${lowerFirst(visitorSentence(first, language, 'invalid'))}`;
    if (message) break;
  }
  return {
    ...body,
    message: message ?? visitorSentence(body.message, language, 'badRequest'),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
