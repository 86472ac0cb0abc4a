import { useState } from 'react';
import { Link } from 'react-router';
import type { Action } from '@app/shared/api/actions';
import { ACTION_MESSAGES as M } from '@app/shared/i18n/actions';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useActions } from '../api/get-actions';
import { useDeleteAction } from '../api/delete-action';
import { useTestAction } from '../api/test-action';
import { ActionEditor } from './action-editor';
import { ActionValuesForm } from '../../../components/ui/action-values-form';

/** 'Azioni' in the agent's settings (issue 46): the list, the editor, 'Prova'. Pro and Avanzato only (D19). */
export function ActionsSection({ agentId }: { agentId: string }) {
  const list = useActions(agentId);
  const remove = useDeleteAction(agentId);
  const test = useTestAction(agentId);
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const [trying, setTrying] = useState<Action | null>(null);

  if (list.isLoading) return <p className="text-sm text-slate-600">…</p>;
  if (list.error || !list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(list.error)}
      </p>
    );
  const { actions, allowed } = list.data;

  async function confirmRemove(action: Action) {
    if (!window.confirm(M.confirmRemove(action.name))) return;
    try {
      await remove.mutateAsync(action.id);
      toast.success(M.deleted);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section aria-labelledby="actions-title" className="space-y-4">
      <h2 id="actions-title" className="text-lg font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="text-sm text-slate-700">{M.intro}</p>
      {!allowed ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {M.planRequired}{' '}
          <Link to="/pricing" className="font-medium underline">
            {M.planLink}
          </Link>
        </p>
      ) : null}
      {editing ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <ActionEditor agentId={agentId} action={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </div>
      ) : (
        <>
          {actions.length === 0 ? <p className="text-sm text-slate-600">{M.empty}</p> : null}
          <ul className="space-y-3" aria-label={M.title}>
            {actions.map((action) => (
              <li key={action.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{action.name}</p>
                    <p className="break-all text-xs text-slate-600">
                      {action.method} {action.url}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">{action.whenToUse}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" disabled={!allowed} onClick={() => setTrying(action)}>
                      {M.test}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!allowed}
                      onClick={() => setEditing(action)}
                      aria-label={`${M.edit} ${action.name}`}
                    >
                      {M.edit}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void confirmRemove(action)} aria-label={`${M.remove} ${action.name}`}>
                      {M.remove}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {allowed ? <Button onClick={() => setEditing('new')}>{M.add}</Button> : null}
        </>
      )}
      <Dialog
        open={trying !== null}
        onOpenChange={(open) => (open ? undefined : setTrying(null))}
        title={trying ? M.testTitle(trying.name) : M.test}
      >
        {trying ? (
          <ActionValuesForm
            key={trying.id}
            name={trying.name}
            parameters={trying.parameters}
            submitLabel={M.testRun}
            onRun={(values) => test.mutateAsync({ actionId: trying.id, values })}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
