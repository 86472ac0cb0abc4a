import { useState } from 'react';
import { Link } from 'react-router';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { toast } from '../../../lib/notify';
import { Bot, MoreVertical, Settings, Copy, Trash2, BarChart3, MessageSquare, Share2 } from 'lucide-react';
import type { Agent } from '@app/shared/api/agents';
import { Card } from '../../../components/ui/card';
import { agentsText } from '@app/shared/i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { useDuplicateAgent } from '../api/duplicate-agent';
import { AgentStatusBadge } from './agent-status-badge';
import { ShareDialog } from './share-dialog';
import { DeleteAgentDialog } from './delete-agent-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** One agent of the grid; its menu shows what the server says the caller may do (spec §2). */
export function AgentCard({ agent }: { agent: Agent }) {
  const t = agentsText.list;
  const duplicate = useDuplicateAgent();
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(agent.id);
      toast.success(t.duplicated(copy.name));
    } catch (err) {
      toast.error(t.duplicateError(errorMessage(err)));
    }
  };

  return (
    // The whole card opens the chat (a stretched link on the name); the menu button sits above it for the rest.
    <Card
      className="relative flex w-full min-w-0 flex-col p-5 hover:border-brand-600/40 hover:shadow-md"
      data-testid="agent-card"
      aria-labelledby={`agent-${agent.id}-name`}
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="shrink-0 rounded-lg bg-brand-600/10 p-2">
            <Bot className="h-5 w-5 text-brand-600" aria-hidden="true" />
          </span>
          <h2 id={`agent-${agent.id}-name`} className="min-w-0 truncate text-lg font-semibold text-slate-900">
            <Link
              to={`/agent/${agent.id}/chat`}
              className="rounded outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
              title={t.openChat(agent.name)}
            >
              {agent.name}
            </Link>
          </h2>
        </div>
        {/* Not modal: a modal menu hides the page from screen readers while its items stay focusable (axe aria-hidden-focus). */}
        <Menu.Root modal={false}>
          <Menu.Trigger className="relative z-10 shrink-0 rounded p-1.5 text-slate-700 hover:bg-slate-100" aria-label={t.menu(agent.name)}>
            <MoreVertical className="h-5 w-5" aria-hidden="true" />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content align="end" sideOffset={4} className="z-30 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
              {agent.permissions.manage ? (
                <Menu.Item asChild className={itemClass}>
                  <Link to={`/agent/${agent.id}/settings`}>
                    <Settings className="h-4 w-4" aria-hidden="true" />
                    {t.settings}
                  </Link>
                </Menu.Item>
              ) : null}
              {agent.permissions.duplicateOrDelete ? (
                <>
                  <Menu.Item className={itemClass} onSelect={() => void onDuplicate()}>
                    <Copy className="h-4 w-4" aria-hidden="true" />
                    {t.duplicate}
                  </Menu.Item>
                  <Menu.Item className={`${itemClass} text-red-700`} onSelect={() => setDeleting(true)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t.delete}
                  </Menu.Item>
                </>
              ) : null}
              {agent.permissions.analytics ? (
                <Menu.Item asChild className={itemClass}>
                  <Link to={`/agent/${agent.id}/analytics`}>
                    <BarChart3 className="h-4 w-4" aria-hidden="true" />
                    {t.analytics}
                  </Link>
                </Menu.Item>
              ) : null}
              <Menu.Item asChild className={itemClass}>
                <Link to={`/agent/${agent.id}/chat`}>
                  <MessageSquare className="h-4 w-4" aria-hidden="true" />
                  {t.testChat}
                </Link>
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={() => setSharing(true)}>
                <Share2 className="h-4 w-4" aria-hidden="true" />
                {t.share}
              </Menu.Item>
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-sm [overflow-wrap:anywhere] text-slate-700">{agent.description || t.noDescription}</p>
      <div className="mt-4">
        <AgentStatusBadge status={agent.status} />
      </div>
      <ShareDialog agentId={agent.id} agentName={agent.name} open={sharing} onOpenChange={setSharing} />
      {agent.permissions.duplicateOrDelete ? (
        <DeleteAgentDialog agentId={agent.id} agentName={agent.name} open={deleting} onOpenChange={setDeleting} />
      ) : null}
    </Card>
  );
}
