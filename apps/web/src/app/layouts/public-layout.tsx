import { Suspense } from 'react';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Outlet } from 'react-router';
import { TopNav } from './top-nav';
import { SiteFooter } from '../../features/legal/components/site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <main id="contenuto" className="flex-1 pt-16">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
