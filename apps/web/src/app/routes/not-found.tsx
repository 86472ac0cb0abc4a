import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { commonText } from '@app/shared/i18n/common';
import { buttonClasses } from '../../components/ui/button';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404: percorso inesistente', location.pathname);
  }, [location.pathname]);
  const t = commonText.notFound;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-600">{t.code}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.title}</h1>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t.home}
      </Link>
    </div>
  );
}
