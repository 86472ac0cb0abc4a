import { useMemo, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import type { QaPairValues } from '@app/shared/api/knowledge-qa';
import { Button } from '../../../../components/ui/button';
import { qaText } from '@app/shared/i18n/knowledge-written';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateQaPair } from '../api/create-qa-pair';
import { QaPairFormDialog } from './qa-pair-form-dialog';

/**
 * 'Aggiungi una risposta' beside a question nobody answered (the analytics' knowledge gaps): a pair prefilled with
 * that question, saved for its agent.
 */
export function AddAnswerButton({ agentId, question }: { agentId: string; question: string }) {
  const t = qaText;
  const [open, setOpen] = useState(false);
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
      <QaPairFormDialog open={open} onOpenChange={setOpen} title={t.formTitleGap} initial={initial} onSave={save} />
    </>
  );
}
