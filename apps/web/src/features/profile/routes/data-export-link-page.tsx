import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import { profileText } from '@app/shared/i18n/profile';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDataExportById } from '../api/get-data-export-by-id';

/**
 * The page the 'Esporta i dati' e-mail links to (issue 44, ADR 0223): the ZIP is the owner's only, so a signed-out
 * visitor is sent to sign in and comes back here; the owner's download then starts by itself. The server decides who
 * may download: this page only says what it answered.
 */
export function DataExportLinkPage() {
  const t = profileText.dataExportLink;
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const { session, isLoading } = useSession();
  const found = useDataExportById(id, Boolean(session));
  const ready = found.data?.status === 'ready' && found.data.downloadUrl !== null && token !== '';
  const href = `/api/account/export/${encodeURIComponent(id)}/download?token=${encodeURIComponent(token)}`;
  // Once: React's development double effect must not start two downloads.
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    window.location.assign(href);
  }, [ready, href]);

  if (isLoading) return <PageSkeleton />;
  if (!session) {
    return <Navigate to="/auth/login" replace state={{ returnTo: `${location.pathname}${location.search}`, message: t.signIn }} />;
  }
  const refusal = found.error
    ? errorMessage(found.error)
    : found.data && !ready
      ? found.data.status === 'pending'
        ? t.pending
        : DATA_EXPORT_MESSAGES.linkInvalid
      : null;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {refusal ? (
            <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
              {refusal}
            </p>
          ) : ready ? (
            <>
              <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
                {t.started}
              </p>
              <a href={href} className={buttonClasses('primary')}>
                {profileText.dataExport.download}
              </a>
            </>
          ) : (
            <Spinner label={t.checking} />
          )}
          <Link to="/profile" className="block text-sm font-medium text-brand-700 hover:underline">
            {t.toProfile}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
