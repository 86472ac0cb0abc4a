import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { Outlet } from 'react-router';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <div className="min-h-screen">
      <TopNav />
      <main id="contenuto" className="pt-16">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
