import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from './button';

/** Something addressed by the URL does not exist (or belongs to another account: the same answer, D2). */
export function NotFoundPanel({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{message}</h1>
      <Link to={backTo} className={buttonClasses('outline', 'md', 'mt-6')}>
        {backLabel}
      </Link>
    </div>
  );
}
