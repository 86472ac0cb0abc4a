import { useRouteError } from 'react-router';
import { commonText } from '../../i18n/common';

/** The generic fallback when a screen throws (spec §2). */
export function AppErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{commonText.unexpected}</h1>
      <p className="mt-2 text-slate-700">{commonText.unexpectedHint}</p>
      <a href="/" className="mt-6 font-medium text-brand-700 hover:underline">
        {commonText.notFound.home}
      </a>
    </div>
  );
}
