import { useState } from 'react';
import type { ActionForm } from '@app/shared/api/actions';
import { Button } from '../../../components/ui/button';
import { ActionValuesForm } from '../../../components/ui/action-values-form';
import { runChatAction, useChatActions, type ChatActionsClient } from '../api/chat-actions';
import { useVisitorCopy } from '../visitor-copy';

/**
 * Without a model (issue 46): the forms of the actions the last answer offered, and the 'Azioni' menu listing every
 * action of the agent. Only the values are the visitor's; the result shows the fields the team chose.
 */
export function ChatActionsPanel({
  client,
  offered,
  conversationId,
}: {
  client: ChatActionsClient;
  offered: ActionForm[];
  conversationId: () => string | null;
}) {
  const { language, copy } = useVisitorCopy();
  const V = copy.actions;
  const menu = useChatActions(client, true);
  const [open, setOpen] = useState<ActionForm | null>(null);
  const [showMenu, setShowMenu] = useState(false);
  const all = menu.data?.actions ?? [];
  const shown = open ? [open] : offered;
  if (all.length === 0 && offered.length === 0) return null;

  return (
    <div className="space-y-3 border-t border-slate-200 bg-white px-4 py-3">
      {all.length ? (
        <div>
          <Button size="sm" variant="outline" aria-expanded={showMenu} onClick={() => setShowMenu(!showMenu)}>
            {V.menu}
          </Button>
          {showMenu ? (
            <ul aria-label={V.menuTitle} className="mt-2 flex flex-wrap gap-2">
              {all.map((a) => (
                <li key={a.id}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setOpen(a);
                      setShowMenu(false);
                    }}
                  >
                    {a.name}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {shown.map((form) => (
        <section key={form.id} aria-label={form.name} className="rounded-md border border-slate-200 p-3">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{form.name}</h3>
          <ActionValuesForm
            name={form.name}
            parameters={form.parameters}
            submitLabel={V.run}
            text={V}
            onRun={(values) => runChatAction(client, form.id, values, conversationId(), language)}
          />
        </section>
      ))}
    </div>
  );
}
