import type { ReactNode } from 'react';
import { legalText } from '@app/shared/i18n/legal';
import { useLegalInfo } from '../api/get-legal-info';
import { CompanyData } from './company-data';

/** A legal page: title, the placeholder notice while the operator's data is missing, the data, the text. */
export function LegalPageLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const info = useLegalInfo();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {info.data && !info.data.configured ? (
        <p
          role="note"
          data-testid="legal-placeholder"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {legalText.placeholder}
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">{intro}</p>
      <div className="mt-6">
        <CompanyData info={info.data} />
      </div>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

export function LegalSection({ heading, body }: { heading: string; body: string }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      <p className="mt-2 text-slate-700">{body}</p>
    </section>
  );
}
