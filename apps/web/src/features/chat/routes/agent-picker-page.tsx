import { Link } from 'react-router';
import { MessageSquare, Plus } from 'lucide-react';
import { canCreateAgents } from '@app/shared/roles';
import { useSession } from '../../../lib/session';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { chatText } from '@app/shared/i18n/chat';
import { errorMessage } from '../../../lib/api-client';
import { useChatAgents } from '../api/get-chat-agents';

/** /agent/chat: pick one of the agents the caller may see (D3) and open its chat. */
export function AgentPickerPage() {
  const t = chatText.picker;
  const agents = useChatAgents();
  const { session } = useSession();
  const role = session?.user.role ?? 'user';
  const canCreate = canCreateAgents(role);
  if (agents.isLoading) return <PageSkeleton />;
  if (agents.error)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(agents.error)}
      </p>
    );
  const list = agents.data ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t.title} description={t.description} />
      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          <p>{role === 'instructor' ? t.emptyInstructor : canCreate ? t.emptyCanCreate : t.empty}</p>
          {canCreate ? (
            <Link to="/agent/create" className={`${buttonClasses('primary')} mt-4`}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t.create}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <li key={a.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle>{a.name}</CardTitle>
                  {a.status !== 'Attivo' ? <p className="text-xs font-medium text-amber-700">{t.inactive}</p> : null}
                </CardHeader>
                <CardContent className="flex flex-1 flex-col justify-between gap-4">
                  <p className="text-sm text-slate-700">{a.description}</p>
                  <Link
                    to={`/agent/${a.id}/chat`}
                    className={buttonClasses('primary', 'sm', 'self-start')}
                    aria-label={`${t.open}: ${a.name}`}
                  >
                    <MessageSquare className="h-4 w-4" aria-hidden="true" />
                    {t.open}
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
