import { useState, type FormEvent } from 'react';
import type { ActionParameter, ActionResult, ActionValues } from '@app/shared/api/actions';
import { ACTION_VISITOR_TEXT } from '@app/shared/i18n/actions';

/** The form's own words: Italian for the team's 'Prova', the visitor's language in the chat (issue 48). */
export type ActionFormText = {
  [K in keyof typeof ACTION_VISITOR_TEXT]: (typeof ACTION_VISITOR_TEXT)[K] extends string ? string : (name: string) => string;
};
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { ApiRequestError, errorMessage } from '../../lib/api-client';

/** The form's text turned into the parameters' types; what is left empty is not sent. */
function typedValues(parameters: readonly ActionParameter[], raw: Record<string, string>): ActionValues {
  const values: ActionValues = {};
  for (const p of parameters) {
    const text = (raw[p.name] ?? '').trim();
    if (text === '') continue;
    if (p.type === 'boolean') values[p.name] = text === 'true';
    else if (p.type === 'number' || p.type === 'integer')
      values[p.name] = Number.isNaN(Number(text.replace(',', '.'))) ? text : Number(text.replace(',', '.'));
    else values[p.name] = text;
  }
  return values;
}

/** The chosen fields of an answer, or why the call failed. */
export function ActionResultView({
  title,
  result,
  text: V = ACTION_VISITOR_TEXT,
}: {
  title: string;
  result: ActionResult;
  text?: ActionFormText;
}) {
  return (
    <div role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="action-result">
      <p className="font-medium text-slate-900">{V.resultTitle(title)}</p>
      {result.message ? <p className={result.outcome === 'ok' ? 'text-slate-700' : 'text-red-800'}>{result.message}</p> : null}
      {result.fields.length ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {result.fields.map((f) => (
            <div key={f.path} className="contents">
              <dt className="font-medium text-slate-700">{f.path}</dt>
              <dd className="break-words text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * An action's parameters as a form (issue 46: the chat's, and 'Prova' in the settings): labelled fields, a select for
 * allowed values and yes/no; the server's field errors shown under each field, then the result.
 */
export function ActionValuesForm({
  name,
  parameters,
  submitLabel,
  onRun,
  text: V = ACTION_VISITOR_TEXT,
}: {
  name: string;
  parameters: readonly ActionParameter[];
  submitLabel: string;
  onRun: (values: ActionValues) => Promise<ActionResult>;
  text?: ActionFormText;
}) {
  const [raw, setRaw] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = typedValues(parameters, raw);
    // The server checks every value against the parameters; here only what is missing, before a round trip.
    const missing = parameters.filter((p) => p.required && values[p.name] === undefined);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((p) => [p.name, V.required])));
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      setResult(await onRun(values));
    } catch (err) {
      const fields = err instanceof ApiRequestError ? (err.fieldErrors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      // A visitor of another language reads the shared limiter's refusal (Italian, before the body is read) in theirs.
      const tooMany = V !== ACTION_VISITOR_TEXT && err instanceof ApiRequestError && err.status === 429;
      setFailure(tooMany ? V.tooMany : errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={name}>
      {parameters.map((p) => (
        <Field key={p.name} label={p.description || p.name} required={p.required} error={errors[p.name]}>
          {p.allowedValues.length || p.type === 'boolean' ? (
            <select
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={raw[p.name] ?? ''}
              onChange={(e) => setRaw({ ...raw, [p.name]: e.target.value })}
            >
              <option value="">—</option>
              {(p.type === 'boolean' ? ['true', 'false'] : p.allowedValues).map((v) => (
                <option key={v} value={v}>
                  {p.type === 'boolean' ? (v === 'true' ? V.yes : V.no) : v}
                </option>
              ))}
            </select>
          ) : (
            <Input
              inputMode={p.type === 'string' ? undefined : 'decimal'}
              value={raw[p.name] ?? ''}
              onChange={(e) => setRaw({ ...raw, [p.name]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? V.running : submitLabel}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {result ? <ActionResultView title={name} result={result} text={V} /> : null}
    </form>
  );
}
