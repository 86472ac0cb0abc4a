import { useId, useRef, useState, type DragEvent } from 'react';
import { BookOpen, FileText, RotateCcw, Upload } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { ACCEPTED_FILES, type AgentDocument } from '@app/shared/api/knowledge';
import { formatBytes, formatDateIt } from '@app/shared/format';
import { Button, buttonClasses } from '../../../components/ui/button';
import { knowledgeText } from '@app/shared/i18n/knowledge';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { useRetryDocument } from '../api/retry-document';
import { useDeleteDocument } from '../api/delete-document';
import { useLiveDocuments } from '../use-live-documents';
import { DocumentStatus } from './document-status';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { DocumentTextDialog } from './document-text-dialog';
import { SourceSection } from './source-section';

/** Refusals that a better plan solves (D4): their toast leads to /pricing. */
const PLAN_CODES = new Set(['PLAN_EXPIRED', 'STORAGE_LIMIT']);

/**
 * The documents of 'Dati di Addestramento & Memoria': upload (one file at a time, each with its own
 * outcome), the list with live status from the server's events, 'Riprova' for failures, and delete.
 */
export function AgentDocumentsSection({ agentId }: { agentId: string }) {
  const t = knowledgeText.documents;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const planPath = usePlanChoicePath();
  const failed = (message: string, err: unknown) =>
    toast.error(
      message,
      err instanceof ApiRequestError && PLAN_CODES.has(err.code)
        ? { action: { label: t.choosePlan, onClick: () => void navigate(planPath) } }
        : undefined,
    );
  const documents = useDocuments(agentId);
  // Notes and question-and-answer pairs have their own sections (WrittenKnowledgeSections), where they are edited.
  const shown = documents.data?.documents.filter((d) => d.sourceType !== 'note' && d.sourceType !== 'qa') ?? [];
  const upload = useUploadDocument(agentId);
  const retry = useRetryDocument(agentId);
  const remove = useDeleteDocument(agentId);
  const [uploading, setUploading] = useState<string | null>(null);
  const [reading, setReading] = useState<AgentDocument | null>(null);
  useLiveDocuments(agentId);

  const [dragging, setDragging] = useState(false);

  // The button and a drop on the area both end here: one file at a time, each with its own outcome.
  const onFiles = async (files: File[]) => {
    if (uploading !== null || files.length === 0) return;
    for (const file of files) {
      setUploading(file.name);
      try {
        await upload.mutateAsync(file);
        toast.success(t.uploaded(file.name));
      } catch (err) {
        failed(t.uploadError(file.name, errorMessage(err)), err);
      }
    }
    setUploading(null);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void onFiles(Array.from(event.dataTransfer.files));
  };

  const onRetry = (doc: AgentDocument) =>
    retry.mutate(doc.id, {
      onSuccess: (retried) => toast.success(t.retried(retried.fileName)),
      onError: (err) => failed(t.retryError(errorMessage(err)), err),
    });

  return (
    <SourceSection
      text={t}
      query={documents}
      items={shown}
      nameOf={(doc) => doc.fileName}
      tools={
        <div
          data-testid="document-drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-4 ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
          }`}
        >
          <label
            htmlFor={inputId}
            className={buttonClasses('primary', 'md', uploading ? 'pointer-events-none opacity-60' : 'cursor-pointer')}
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            {t.upload}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            multiple
            accept={ACCEPTED_FILES}
            className="sr-only"
            disabled={uploading !== null}
            onChange={(e) => void onFiles(Array.from(e.target.files ?? []))}
          />
          <span className="text-sm text-slate-600" aria-live="polite">
            {uploading ? t.uploading(uploading) : `${t.dropHint} ${t.uploadHint(null)}`}
          </span>
        </div>
      }
      remove={remove}
      renderItem={(doc, deleteButton) => (
        <li
          key={doc.id}
          className="flex flex-col gap-2 px-3 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
          data-document-id={doc.id}
        >
          <div className="flex min-w-0 items-start gap-2">
            <FileText className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{doc.fileName}</p>
              <p className="text-slate-600">
                {formatBytes(doc.sizeBytes)} · {formatDateIt(doc.uploadedAt)}
                {doc.pageCount ? ` · ${t.pages(doc.pageCount)}` : ''}
                {doc.ocrPages ? ` · ${t.ocrPages(doc.ocrPages)}` : ''}
              </p>
              {doc.error ? <p className="mt-1 text-red-800">{doc.error}</p> : null}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-start gap-2 pl-6 sm:pl-0">
            <DocumentStatus document={doc} />
            {doc.status === 'error' || doc.status === 'transcription_not_configured' ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={t.retryLabel(doc.fileName)}
                disabled={retry.isPending}
                onClick={() => onRetry(doc)}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {t.retry}
              </Button>
            ) : null}
            {doc.status === 'processed' ? (
              <Button variant="outline" size="sm" aria-label={knowledgeText.text.openLabel(doc.fileName)} onClick={() => setReading(doc)}>
                <BookOpen className="h-4 w-4" aria-hidden="true" />
                {knowledgeText.text.open}
              </Button>
            ) : null}
            {deleteButton}
          </div>
        </li>
      )}
    >
      {reading ? <DocumentTextDialog agentId={agentId} document={reading} onClose={() => setReading(null)} /> : null}
    </SourceSection>
  );
}
