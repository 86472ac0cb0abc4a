import { cn } from '../../lib/cn';

const LOADING = 'Caricamento...';

/** A grey block standing where content will appear, so the page keeps its shape while it loads. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-slate-200', className)} />;
}

/** The shape of a page (title, description, a few cards); screen readers hear 'Caricamento...'. */
export function PageSkeleton({ blocks = 3, label = LOADING }: { blocks?: number; label?: string }) {
  return (
    <div role="status" data-testid="skeleton" className="w-full">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-56 max-w-full" />
      <Skeleton className="mt-3 h-4 w-80 max-w-full" />
      <div className="mt-8 space-y-4">
        {Array.from({ length: blocks }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** Rows of a list or table while it loads. */
export function RowsSkeleton({ rows = 3, label = LOADING }: { rows?: number; label?: string }) {
  return (
    <div role="status" data-testid="skeleton" className="w-full space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
