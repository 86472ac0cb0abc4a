import type { ReactNode } from 'react';

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      {/* A title or description without spaces (an e-mail address) wraps instead of widening the page at 375 px. */}
      <div className="min-w-0 max-w-full">
        <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{title}</h1>
        {description ? <p className="mt-1 text-slate-600 [overflow-wrap:anywhere]">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
