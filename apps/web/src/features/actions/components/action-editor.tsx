import { useState, type FormEvent } from 'react';
import { ACTION_METHODS, ACTION_PARAMETER_TYPES, type Action, type ActionInput, type ActionParameter } from '@app/shared/api/actions';
import { ACTION_MESSAGES as M, ACTION_PARAMETER_TYPE_LABELS } from '@app/shared/i18n/actions';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useSaveAction } from '../api/save-action';

const selectClass = 'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';
const blankParameter = (): ActionParameter => ({ name: '', type: 'string', description: '', required: true, allowedValues: [] });

/** Defining an action: what it is for, where it calls, its secret headers, its parameters and the fields to show. */
export function ActionEditor({ agentId, action, onDone }: { agentId: string; action: Action | null; onDone: () => void }) {
  const save = useSaveAction(agentId);
  const [name, setName] = useState(action?.name ?? '');
  const [whenToUse, setWhenToUse] = useState(action?.whenToUse ?? '');
  const [method, setMethod] = useState<ActionInput['method']>(action?.method ?? 'GET');
  const [url, setUrl] = useState(action?.url ?? '');
  const [headers, setHeaders] = useState(action?.headers.map((h) => ({ name: h.name, value: '' })) ?? []);
  const [parameters, setParameters] = useState<ActionParameter[]>(action?.parameters ?? []);
  const [allowed, setAllowed] = useState(parameters.map((p) => p.allowedValues.join(', ')));
  const [resultFields, setResultFields] = useState(action?.resultFields.join(', ') ?? '');
  const [enabled, setEnabled] = useState(action?.enabled ?? true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const split = (text: string) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: ActionInput = {
      name,
      whenToUse,
      method,
      url,
      headers: headers.map((h) => (h.value ? h : { name: h.name })),
      parameters: parameters.map((p, i) => ({ ...p, allowedValues: split(allowed[i] ?? '') })),
      resultFields: split(resultFields),
      enabled,
    };
    try {
      const saved = await save.mutateAsync({ input, actionId: action?.id });
      toast.success(saved.message);
      onDone();
    } catch (err) {
      const fields = err instanceof ApiRequestError ? (err.fieldErrors ?? {}) : {};
      setFieldErrors(fields);
      // A message said under its field is not said again above the buttons.
      setFailure(Object.keys(fields).length > 0 ? null : errorMessage(err));
    }
  }

  const errorOf = (key: string) => Object.entries(fieldErrors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1]?.[0];
  const setParameter = (i: number, change: Partial<ActionParameter>) =>
    setParameters(parameters.map((p, j) => (j === i ? { ...p, ...change } : p)));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field label={M.name} required error={errorOf('name')}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
      </Field>
      <Field label={M.whenToUse} required error={errorOf('whenToUse')} hint={M.whenToUseHint}>
        <Textarea value={whenToUse} onChange={(e) => setWhenToUse(e.target.value)} maxLength={500} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field label={M.method} required error={errorOf('method')}>
          <select className={selectClass} value={method} onChange={(e) => setMethod(e.target.value as ActionInput['method'])}>
            {ACTION_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </Field>
        <Field label={M.url} required error={errorOf('url')} hint={M.urlHint}>
          <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://negozio.it/api/ordini/{numero}" />
        </Field>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{M.headers}</legend>
        {errorOf('headers') ? <p className="text-sm text-red-800">{errorOf('headers')}</p> : null}
        {headers.map((h, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label={M.headerName}>
              <Input value={h.name} onChange={(e) => setHeaders(headers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} />
            </Field>
            <Field label={M.headerValue} hint={action?.headers.some((x) => x.name === h.name) ? M.secretKept : undefined}>
              <Input
                type="password"
                autoComplete="off"
                value={h.value}
                onChange={(e) => setHeaders(headers.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
              />
            </Field>
            <Button variant="ghost" size="sm" onClick={() => setHeaders(headers.filter((_, j) => j !== i))}>
              {M.removeHeader}
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => setHeaders([...headers, { name: '', value: '' }])}>
          {M.addHeader}
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{M.parameters}</legend>
        {errorOf('parameters') ? <p className="text-sm text-red-800">{errorOf('parameters')}</p> : null}
        {parameters.map((p, i) => (
          <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <Field label={M.parameterName} required>
              <Input value={p.name} onChange={(e) => setParameter(i, { name: e.target.value })} />
            </Field>
            <Field label={M.parameterType}>
              <select
                className={selectClass}
                value={p.type}
                onChange={(e) => setParameter(i, { type: e.target.value as ActionParameter['type'] })}
              >
                {ACTION_PARAMETER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ACTION_PARAMETER_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={M.parameterDescription}>
              <Input value={p.description} onChange={(e) => setParameter(i, { description: e.target.value })} />
            </Field>
            <Field label={M.parameterAllowed}>
              <Input value={allowed[i] ?? ''} onChange={(e) => setAllowed(allowed.map((a, j) => (j === i ? e.target.value : a)))} />
            </Field>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={p.required} onChange={(e) => setParameter(i, { required: e.target.checked })} />
              {M.parameterRequired}
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setParameters(parameters.filter((_, j) => j !== i));
                setAllowed(allowed.filter((_, j) => j !== i));
              }}
            >
              {M.removeParameter}
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setParameters([...parameters, blankParameter()]);
            setAllowed([...allowed, '']);
          }}
        >
          {M.addParameter}
        </Button>
      </fieldset>

      <Field label={M.resultFields} hint={M.resultFieldsHint} error={errorOf('resultFields')}>
        <Input value={resultFields} onChange={(e) => setResultFields(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {M.enabled}
      </label>
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {M.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
