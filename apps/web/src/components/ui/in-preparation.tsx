import { Construction } from 'lucide-react';
import { PageHeader } from './page-header';

/** An honest panel for a section whose feature is not built yet; the route exists and never 404s. */
export function InPreparation({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <Construction className="mx-auto h-10 w-10 text-amber-600" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Sezione in preparazione</h2>
        <p className="mt-2 text-slate-700">Questa funzionalità è in preparazione e sarà disponibile a breve.</p>
      </div>
    </div>
  );
}
