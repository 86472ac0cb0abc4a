import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { agentsText } from '../../../i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmAgentDeletion } from '../api/confirm-agent-deletion';

/**
 * The e-mailed link lands here (D3). Deletion waits for a click, so a mail scanner that opens links
 * cannot delete an agent by itself.
 */
export function ConfirmAgentDeletionPage() {
  const t = agentsText.confirmDeletion;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAgentDeletion();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }>(
    token ? { kind: 'idle' } : { kind: 'error', message: t.missingToken },
  );

  const onConfirm = async () => {
    setState({ kind: 'busy' });
    try {
      const result = await confirm.mutateAsync(token);
      setState({ kind: 'done', message: result.message });
    } catch (err) {
      setState({ kind: 'error', message: errorMessage(err) });
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <Trash2 className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.title}</h1>
        {!('message' in state) ? (
          <>
            <p className="mt-2 text-slate-700">{t.description}</p>
            <Button variant="danger" className="mt-6" onClick={onConfirm} disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? t.deleting : t.confirm}
            </Button>
          </>
        ) : (
          <p
            role={state.kind === 'error' ? 'alert' : 'status'}
            className={`mt-4 rounded-md p-4 ${state.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
          >
            {state.message}
          </p>
        )}
        <Link to="/agents" className={buttonClasses('outline', 'md', 'mt-6')}>
          {t.backToAgents}
        </Link>
      </Card>
    </div>
  );
}
