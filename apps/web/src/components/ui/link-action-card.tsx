import { useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from './button';
import { Card } from './card';
import { errorMessage } from '../../lib/api-client';

interface LinkActionCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  iconClass: string;
  text: { title: string; description: string; action: string; busy: string; missingToken: string };
  variant?: 'danger';
  /** Runs the link's action with its token; answers the server's sentence to show. */
  run: (token: string) => Promise<string>;
  back: { to: string; label: string };
}

/**
 * Where an e-mailed single-use link lands (`?token=`): the action waits for a click, so a mail scanner that opens
 * links uses nothing up; then the server's answer, or its Italian refusal, is shown in place.
 */
export function LinkActionCard({ icon: Icon, iconClass, text, variant, run, back }: LinkActionCardProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }>(
    token ? { kind: 'idle' } : { kind: 'error', message: text.missingToken },
  );

  const onClick = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await run(token) });
    } catch (err) {
      setState({ kind: 'error', message: errorMessage(err) });
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <Icon className={`mx-auto h-10 w-10 ${iconClass}`} aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{text.title}</h1>
        {!('message' in state) ? (
          <>
            <p className="mt-2 text-slate-700">{text.description}</p>
            <Button variant={variant} className="mt-6" onClick={onClick} disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? text.busy : text.action}
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
        <Link to={back.to} className={buttonClasses('outline', 'md', 'mt-6')}>
          {back.label}
        </Link>
      </Card>
    </div>
  );
}
