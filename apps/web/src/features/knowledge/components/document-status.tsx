import { AlertCircle, CheckCircle2, Clock, MicOff } from 'lucide-react';
import { DOCUMENT_STATUS_LABELS } from '@app/shared/i18n/knowledge';
import { type AgentDocument } from '@app/shared/api/knowledge';
import { cn } from '../../../lib/cn';
import { knowledgeText } from '@app/shared/i18n/knowledge';

const style: Record<AgentDocument['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  processed: 'bg-green-50 text-green-800 ring-green-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
  transcription_not_configured: 'bg-slate-100 text-slate-800 ring-slate-300',
};

function Icon({ status }: { status: AgentDocument['status'] }) {
  if (status === 'processed') return <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />;
  if (status === 'error') return <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />;
  if (status === 'transcription_not_configured') return <MicOff className="h-3.5 w-3.5" aria-hidden="true" />;
  return <Clock className="h-3.5 w-3.5" aria-hidden="true" />;
}

/** 'In attesa' until processed, then 'Processato' (spec §4); an error or missing transcription says so. */
export function DocumentStatus({ document }: { document: AgentDocument }) {
  const busy = document.status === 'processing' && document.progress > 0 && document.progress < 100;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <span
        className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1', style[document.status])}
        data-status={document.status}
      >
        <Icon status={document.status} />
        {DOCUMENT_STATUS_LABELS[document.status]}
      </span>
      {busy ? (
        <div className="w-28" title={knowledgeText.documents.progress(document.progress)}>
          <div
            role="progressbar"
            aria-label={knowledgeText.documents.progress(document.progress)}
            aria-valuenow={document.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-1.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${document.progress}%` }} />
          </div>
          {document.steps ? (
            <p className="mt-1 text-xs text-slate-600">
              {knowledgeText.documents.steps(/^(audio|video)\//.test(document.fileType), document.steps.done, document.steps.total)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
