import { X, FileText, Loader2, CheckCircle2, AlertCircle } from 'lucide-react';
import { formatBytes } from '@app/shared/format';
import { agentsText } from '@app/shared/i18n/agents';

export type UploadState = 'pending' | 'uploading' | 'uploaded' | 'error';
export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  error?: string;
}

const stateStyle: Record<UploadState, string> = {
  pending: 'text-slate-700',
  uploading: 'text-brand-700',
  uploaded: 'text-green-700',
  error: 'text-red-700',
};

function StateIcon({ state }: { state: UploadState }) {
  if (state === 'uploading') return <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />;
  if (state === 'uploaded') return <CheckCircle2 className="h-4 w-4" aria-hidden="true" />;
  if (state === 'error') return <AlertCircle className="h-4 w-4" aria-hidden="true" />;
  return <FileText className="h-4 w-4" aria-hidden="true" />;
}

/** The files chosen at creation, each with its own state (spec §3 local upload item). */
export function UploadList({ items, onRemove, disabled }: { items: UploadItem[]; onRemove: (key: string) => void; disabled: boolean }) {
  const t = agentsText;
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t.form.files}>
      {items.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm" data-upload-state={item.state}>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {item.file.name} <span className="font-normal text-slate-600">({formatBytes(item.file.size)})</span>
            </p>
            {item.error ? <p className="text-red-700">{item.error}</p> : null}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <span className={`flex items-center gap-1 ${stateStyle[item.state]}`}>
              <StateIcon state={item.state} />
              {t.create.fileStatus[item.state]}
            </span>
            {item.state === 'pending' && !disabled ? (
              <button
                type="button"
                className="rounded p-1 text-slate-600 hover:bg-slate-100"
                aria-label={t.form.removeFile(item.file.name)}
                onClick={() => onRemove(item.key)}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
