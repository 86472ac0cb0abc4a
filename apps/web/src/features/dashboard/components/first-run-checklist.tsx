import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { Onboarding, OnboardingStep } from '@app/shared/api/dashboard';
import { dashboardText } from '@app/shared/i18n/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { useOnboarding } from '../api/get-onboarding';
import { PLAN_CHOICE_IN_APP } from '../../../lib/plan-choice';
import { useDismissOnboarding } from '../api/dismiss-onboarding';

/** Where each step is done; the agent's own pages once there is an agent. */
function stepLink(step: OnboardingStep, agentId: string | null): string {
  switch (step) {
    case 'agent':
      return '/agent/create';
    case 'document':
      return agentId ? `/agent/${agentId}/settings?tab=training` : '/agent/create';
    case 'chat':
      return agentId ? `/agent/${agentId}/chat` : '/agent/create';
    case 'share':
      return '/agents';
    case 'team':
      return '/users';
    case 'plan':
      // The checklist is the owner's: the plan is chosen inside the app (issue 34).
      return PLAN_CHOICE_IN_APP;
  }
}

function Steps({ data }: { data: Onboarding }) {
  const t = dashboardText.checklist;
  // The first step not done yet is the one to do now: it is the highlighted link.
  const next = data.steps.find((s) => !s.done)?.id;
  return (
    <ol className="mt-4 space-y-2">
      {data.steps.map((step) => {
        const copy = t.steps[step.id];
        const Icon = step.done ? CheckCircle2 : Circle;
        return (
          <li key={step.id} data-testid={`checklist-${step.id}`} data-done={step.done} className="flex items-start gap-3">
            <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${step.done ? 'text-green-700' : 'text-slate-400'}`} aria-hidden="true" />
            <div className="min-w-0">
              {step.done ? (
                <span className="text-slate-600 line-through">{copy.label}</span>
              ) : (
                <Link
                  to={stepLink(step.id, data.firstAgentId)}
                  className={`font-medium underline-offset-2 hover:underline ${step.id === next ? 'text-brand-700' : 'text-slate-900'}`}
                >
                  {copy.label}
                </Link>
              )}
              <span className="sr-only"> ({step.done ? t.done : t.todo})</span>
              {step.done ? null : <p className="text-sm text-slate-600">{copy.hint}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The owner's 'Primi passi' on the dashboard (issue 19): ticks itself from the server, can be hidden for good. */
export function FirstRunChecklist() {
  const t = dashboardText.checklist;
  const onboarding = useOnboarding(true);
  const dismiss = useDismissOnboarding();
  const data = onboarding.data;
  if (!data || data.dismissed) return null;
  const done = data.steps.filter((s) => s.done).length;

  return (
    <section aria-labelledby="first-run-title" className="mb-6 rounded-xl border border-brand-600/30 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="first-run-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="text-sm text-slate-600">{done === data.steps.length ? t.allDone : t.description}</p>
        </div>
        <button
          type="button"
          className="inline-flex shrink-0 items-center gap-1 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
          aria-label={t.dismissLabel}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined, { onError: (err) => toast.error(t.dismissError(errorMessage(err))) })}
        >
          <X className="h-4 w-4" aria-hidden="true" />
          {t.dismiss}
        </button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <progress
          className="h-2 min-w-0 flex-1 accent-brand-600"
          max={data.steps.length}
          value={done}
          aria-labelledby="first-run-progress"
        />
        <span id="first-run-progress" className="text-sm font-medium text-slate-700">
          {t.progress(done, data.steps.length)}
        </span>
      </div>
      <Steps data={data} />
    </section>
  );
}
