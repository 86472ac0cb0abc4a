import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/notify';
import { Copy, Check } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { agentsText } from '@app/shared/i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { useShareLink } from '../api/get-share-link';

const COPIED_LABEL_MS = 2_000;

async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without the Clipboard API (plain http, old browsers) fall back to the selection.
    input?.select();
    if (!document.execCommand('copy')) throw new Error('copy failed');
  }
}

/** The read-only public chat link with a copy button (spec §2 share dialog). */
export function ShareDialog({
  agentId,
  agentName,
  open,
  onOpenChange,
}: {
  agentId: string;
  agentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = agentsText.share;
  const link = useShareLink(agentId, { enabled: open });
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    if (!link.data) return;
    try {
      await copyText(link.data.url, inputRef.current);
      setCopied(true);
      toast.success(t.toast);
    } catch {
      toast.error(t.copyError);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${t.title}: ${agentName}`} description={t.description}>
      {link.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(link.error)}
        </p>
      ) : null}
      <label htmlFor={`share-${agentId}`} className="block text-sm font-medium text-slate-800">
        {t.label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={`share-${agentId}`}
          ref={inputRef}
          readOnly
          value={link.data?.url ?? t.loading}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={onCopy} disabled={!link.data} className="shrink-0">
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? t.copied : t.copy}
        </Button>
      </div>
    </Dialog>
  );
}
