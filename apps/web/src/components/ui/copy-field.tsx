import { toast } from '../../lib/notify';
import { Copy } from 'lucide-react';
import { Button } from './button';
import { Field } from './field';
import { Textarea } from './input';
import { integrationsText } from '@app/shared/i18n/integrations';

/** A read-only text to copy (a link, a snippet, a token), labelled, with its copy button. */
export function CopyField({ label, value, rows = 1, hint }: { label: string; value: string; rows?: number; hint?: string }) {
  const t = integrationsText.page;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div className="space-y-2">
      <Field label={label} hint={hint}>
        <Textarea readOnly value={value} rows={rows} className="min-h-0 resize-none font-mono text-xs break-all" spellCheck={false} />
      </Field>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={`${t.copy}: ${label}`}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t.copy}
      </Button>
    </div>
  );
}
