import { Suspense } from 'react';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Link, Outlet } from 'react-router';
import { Bot } from 'lucide-react';
import { commonText } from '@app/shared/i18n/common';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../features/auth/use-sign-out';
import { Button } from '../../components/ui/button';
import { PaymentGraceBanner } from '../../features/billing/components/payment-grace-banner';
import { SidebarContent } from './sidebar';
import { NavDrawer } from './nav-drawer';

/** The signed-in layout: sidebar on desktop, drawer under 768 px, 'Esci' at top right. */
export function AppLayout() {
  const { session } = useSession();
  const logout = useSignOut();
  if (!session) return null;
  return (
    <div className="flex min-h-screen">
      {/* The column stretches with the page; the menu inside stays in view while scrolling. */}
      <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block">
        <aside className="sticky top-0 h-screen p-4" aria-label={commonText.nav.sidebar}>
          <SidebarContent session={session} />
        </aside>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
          <div className="flex items-center gap-2">
            <NavDrawer>{(close) => <SidebarContent session={session} onNavigate={close} />}</NavDrawer>
            <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
              <Bot className="h-6 w-6 text-brand-600" aria-hidden="true" />
              <span>{commonText.appName}</span>
            </Link>
          </div>
          <Button variant="outline" size="sm" onClick={logout}>
            {commonText.nav.logout}
          </Button>
        </header>
        <PaymentGraceBanner userId={session.user.id} role={session.user.role} />
        <main id="contenuto" className="flex-1 p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
