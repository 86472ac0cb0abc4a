import { legalText } from '@app/shared/i18n/legal';
import { LegalPageLayout, LegalSection } from '../components/legal-page-layout';

/** /privacy: the GDPR information (art. 13-14), with the operator's data from configuration. */
export function PrivacyPage() {
  const t = legalText.privacy;
  return (
    <LegalPageLayout title={t.title} intro={t.intro}>
      {t.sections.map((s) => (
        <LegalSection key={s.heading} heading={s.heading} body={s.body} />
      ))}
    </LegalPageLayout>
  );
}
