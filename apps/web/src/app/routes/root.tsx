import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthSync } from '../auth-sync';
import { LazyToaster } from '../lazy-toaster';
import { ScrollToTop } from '../scroll-to-top';
import { PageSkeleton } from '../../components/ui/skeleton';
import { AppErrorBoundary } from './error-boundary';

export function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Vai al contenuto
      </a>
      <AuthSync />
      <AppErrorBoundary resetKey={pathname}>
        {/* A page's code downloading on the first visit; later navigations keep the current page until it is there. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
      <ScrollToTop />
      <LazyToaster />
    </>
  );
}
