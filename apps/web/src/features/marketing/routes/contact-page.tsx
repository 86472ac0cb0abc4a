import { marketingText } from '@app/shared/i18n/marketing';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const t = marketingText.contact;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">{t.subtitle}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </div>
  );
}
