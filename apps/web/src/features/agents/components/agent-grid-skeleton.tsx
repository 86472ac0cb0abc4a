import { Skeleton } from '../../../components/ui/skeleton';

/** Three grey cards in the grid's own columns while the agents load. */
export function AgentGridSkeleton() {
  return (
    <div role="status" data-testid="skeleton" className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Caricamento...</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-9 w-9 rounded-lg" />
            <Skeleton className="h-5 w-40 max-w-full" />
          </div>
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-4 h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}
