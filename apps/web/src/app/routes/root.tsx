import { Outlet, ScrollRestoration } from 'react-router';
import { AuthSync } from '../auth-sync';
import { LazyToaster } from '../lazy-toaster';
import { DocumentTitle } from '../document-title';

export function Root() {
  return (
    <>
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Vai al contenuto
      </a>
      <DocumentTitle />
      <AuthSync />
      <Outlet />
      <ScrollRestoration />
      <LazyToaster />
    </>
  );
}
