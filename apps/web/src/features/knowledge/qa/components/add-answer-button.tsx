import { lazy, Suspense, useMemo, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import type { QaPairValues } from '@app/shared/api/knowledge-qa';
import { Button } from '../../../../components/ui/button';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateQaPair } from '../api/create-qa-pair';

// The form (and react-hook-form with it) is fetched when first opened: the analytics page lists this button beside
// each knowledge gap, and shows no form at first (ADR 0208).
const QaPairFormDialog = lazy(async () => ({ default: (await import('./qa-pair-form-dialog')).QaPairFormDialog }));

/**
 * 'Aggiungi una risposta' beside a question nobody answered (the analytics' knowledge gaps): a pair prefilled with
 * that question, saved for its agent.
 */
export function AddAnswerButton({ agentId, question }: { agentId: string; question: string }) {
  const t = qaText;
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so closing returns focus to the button as the dialog does.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const create = useCreateQaPair();
  const initial = useMemo(() => ({ question: question.slice(0, 500), variants: '', answer: '' }), [question]);
  const save = async (input: QaPairValues) => {
    try {
      await create.mutateAsync({ agentId, input });
    } catch (err) {
      toast.error(t.saveError(errorMessage(err)));
      throw err;
    }
    toast.success(t.created);
    setOpen(false);
  };
  return (
    <>
      <Button variant="outline" size="sm" aria-label={t.addAnswerLabel(question)} onClick={() => setOpen(true)}>
        <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
        {t.addAnswer}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <QaPairFormDialog open={open} onOpenChange={setOpen} title={t.formTitleGap} initial={initial} onSave={save} />
        </Suspense>
      ) : null}
    </>
  );
}
