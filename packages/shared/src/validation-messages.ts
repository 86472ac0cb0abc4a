import type { z } from 'zod';
import { pluralForm } from './plural.js';

/**
 * Italian wording for every zod issue a schema does not word itself (ADR 0021). zod ships an Italian locale,
 * but it shows the type names in English and symbols ('atteso string, ricevuto undefined', 'deve avere >=1
 * caratteri'): a person needs a sentence. Messages written in a schema always win over these.
 */
type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  nan: 'un numero',
  boolean: 'un valore vero o falso',
  date: 'una data',
  array: 'un elenco',
  tuple: 'un elenco',
  set: 'un elenco',
  object: 'un oggetto',
  record: 'un oggetto',
  map: 'un oggetto',
  file: 'un file',
  null: 'un valore nullo',
};

function describeType(expected: string): string {
  return TYPE_NAMES[expected] ?? 'un valore di altro tipo';
}

function describeInput(input: unknown): string {
  if (input === null) return 'un valore nullo';
  if (Array.isArray(input)) return 'un elenco';
  if (typeof input === 'number' && Number.isNaN(input)) return 'un valore non numerico';
  if (input instanceof Date) return 'una data';
  return describeType(typeof input);
}

function count(n: number | bigint, one: string, many: string): string {
  return `${n.toString()} ${pluralForm(Number(n), one, many)}`;
}

function sizeUnit(origin: string, n: number | bigint): string | null {
  if (origin === 'string') return count(n, 'carattere', 'caratteri');
  if (origin === 'array' || origin === 'set') return count(n, 'elemento', 'elementi');
  if (origin === 'file') return count(n, 'byte', 'byte');
  return null;
}

const FORMATS: Record<string, string> = {
  email: 'Indirizzo email non valido.',
  url: 'Indirizzo web non valido.',
  datetime: 'Data e ora non valide.',
  date: 'Data non valida.',
  time: 'Orario non valido.',
};

/** The Italian message for one issue, without the field's name (it sits beside the field in a form). */
export function italianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obbligatorio.';
      return `È atteso ${describeType(issue.expected)}, non ${describeInput(issue.input)}.`;
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Il campo non può essere vuoto.';
      const unit = sizeUnit(issue.origin, issue.minimum);
      if (unit) return issue.exact ? `Deve contenere esattamente ${unit}.` : `Deve contenere almeno ${unit}.`;
      if (issue.origin === 'date') return 'La data è troppo lontana nel passato.';
      return issue.inclusive === false
        ? `Il valore deve essere maggiore di ${issue.minimum.toString()}.`
        : `Il valore deve essere almeno ${issue.minimum.toString()}.`;
    }
    case 'too_big': {
      const unit = sizeUnit(issue.origin, issue.maximum);
      if (unit) return issue.exact ? `Deve contenere esattamente ${unit}.` : `Può contenere al massimo ${unit}.`;
      if (issue.origin === 'date') return 'La data è troppo lontana nel futuro.';
      return issue.inclusive === false
        ? `Il valore deve essere minore di ${issue.maximum.toString()}.`
        : `Il valore può essere al massimo ${issue.maximum.toString()}.`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato non valido.';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valore non valido: è atteso ${String(issue.values[0])}.`
        : `Valore non valido: scegli tra ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${issue.divisor}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Campo non previsto: ${issue.keys[0]}.` : `Campi non previsti: ${issue.keys.join(', ')}.`;
    default:
      return 'Valore non valido.';
  }
}

/**
 * Makes zod word in Italian every issue a schema leaves unworded. Called once at start by the server
 * (`buildApp`) and by the web app (`main.tsx`), so both read the same sentences. It writes zod's global
 * config object, which zod documents as shared by every copy and readable before zod loads: the web
 * app's first page installs the map without downloading zod (ADR 0021).
 */
export function configureItalianValidation({ withoutEval = false }: { withoutEval?: boolean } = {}): void {
  const holder = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.localeError = italianIssueMessage;
  // The web app's Content-Security-Policy forbids eval: without `jitless`, zod probes `new Function` on the first
  // object it parses, and the browser reports the refused probe as a CSP violation (Lighthouse's best practices).
  if (withoutEval) holder.__zod_globalConfig.jitless = true;
}
