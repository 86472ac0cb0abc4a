import { Link } from 'react-router';
import { legalFooterText } from '@app/shared/i18n/legal-footer';
import { useLegalInfo } from '../api/get-legal-info';

/** Every public page's footer: the legal pages and the operator's name and Partita IVA (Italian law wants them on the site). */
export function SiteFooter() {
  const t = legalFooterText;
  const info = useLegalInfo().data;
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-sm text-slate-600">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 text-center md:flex-row md:justify-between md:text-left">
        <p data-testid="company-line" className="[overflow-wrap:anywhere]">
          {info?.companyName ? `© ${info.companyName}` : '© Agenti AI'}
          {info?.vatNumber ? ` · ${t.vat(info.vatNumber)}` : ''}
          {info && !info.configured ? ` · ${t.notConfigured}` : ` · ${t.rights}`}
        </p>
        <nav aria-label={t.label} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <Link to="/privacy" className="hover:text-slate-900 hover:underline">
            {t.privacy}
          </Link>
          <Link to="/cookie" className="hover:text-slate-900 hover:underline">
            {t.cookie}
          </Link>
          <Link to="/termini" className="hover:text-slate-900 hover:underline">
            {t.terms}
          </Link>
          <Link to="/sub-responsabili" className="hover:text-slate-900 hover:underline">
            {t.processors}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
