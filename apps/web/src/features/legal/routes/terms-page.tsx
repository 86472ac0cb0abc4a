import { legalText } from '@app/shared/i18n/legal';
import { LegalPageLayout, LegalSection } from '../components/legal-page-layout';

/** /termini: the terms of service, with the operator's data from configuration. */
export function TermsPage() {
  const t = legalText.terms;
  return (
    <LegalPageLayout title={t.title} intro={t.intro}>
      {t.sections.map((s) => (
        <LegalSection key={s.heading} heading={s.heading} body={s.body} />
      ))}
    </LegalPageLayout>
  );
}
