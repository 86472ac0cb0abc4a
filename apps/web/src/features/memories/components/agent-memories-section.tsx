import { Check, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/notify';
import { MEMORY_TYPE_LABELS } from '@app/shared/i18n/memory-trigger';
import { formatDateIt } from '@app/shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { chatText } from '@app/shared/i18n/chat';
import { errorMessage } from '../../../lib/api-client';
import { useAgentMemories } from '../api/get-agent-memories';
import { useDeleteMemory } from '../api/delete-memory';
import { useApproveMemory } from '../api/approve-memory';
import { useLiveMemories } from '../use-live-memories';

/**
 * The team memory in the settings tab 'Dati di Addestramento & Memoria': content, type, author, date, and
 * delete for the agent's owner or instructor (the settings page is only shown to them; the server checks again).
 */
export function AgentMemoriesSection({ agentId }: { agentId: string }) {
  const t = chatText.memories;
  const memories = useAgentMemories(agentId);
  useLiveMemories(agentId);
  const remove = useDeleteMemory(agentId);
  const approve = useApproveMemory(agentId);
  const waiting = memories.data?.filter((m) => m.status === 'pending').length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {waiting > 0 ? (
          <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t.waiting(waiting)}
          </p>
        ) : null}
        {memories.isLoading ? (
          <RowsSkeleton />
        ) : memories.error ? (
          <p role="alert" className="text-red-800">
            {t.loadError(errorMessage(memories.error))}
          </p>
        ) : !memories.data?.length ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          // relative: the header's sr-only label is positioned inside the scroll box, not past the page edge.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t.content}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.type}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.author}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.date}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {memories.data.map((m) => (
                  <tr key={m.id} className="border-b border-slate-100 align-top" data-testid="memory-row">
                    <td className="py-2 pr-3 text-slate-900">
                      {m.content}
                      {m.status === 'pending' ? (
                        <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                          {t.pending}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{MEMORY_TYPE_LABELS[m.type]}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{m.authorName}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateIt(m.createdAt)}</td>
                    <td className="py-2">
                      <div className="flex justify-end gap-1">
                        {m.status === 'pending' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t.approveLabel(m.content)}
                            disabled={approve.isPending}
                            onClick={() =>
                              approve.mutate(m.id, {
                                onSuccess: (result) => toast.success(result.message),
                                onError: (err) => toast.error(t.approveError(errorMessage(err))),
                              })
                            }
                          >
                            <Check className="h-4 w-4" aria-hidden="true" />
                            {t.approve}
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t.deleteLabel(m.content)}
                          disabled={remove.isPending}
                          onClick={() => {
                            if (window.confirm(t.confirmDelete))
                              remove.mutate(m.id, {
                                onSuccess: (result) => toast.success(result.message ?? t.delete),
                                onError: (err) => toast.error(t.deleteError(errorMessage(err))),
                              });
                          }}
                        >
                          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
