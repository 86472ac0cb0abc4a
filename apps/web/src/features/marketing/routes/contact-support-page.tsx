import { marketingText } from '@app/shared/i18n/marketing';
import { PageHeader } from '../../../components/ui/page-header';
import { ContactForm } from '../components/contact-form';
import { useSession } from '../../../lib/session';

export function ContactSupportPage() {
  const t = marketingText.contact;
  const { session } = useSession();
  return (
    <div className="max-w-xl">
      <PageHeader title={t.supportTitle} description={t.supportSubtitle} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ContactForm defaults={{ email: session?.user.email ?? '', name: session?.user.displayName ?? '' }} />
      </div>
    </div>
  );
}
