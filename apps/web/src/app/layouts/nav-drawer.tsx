import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { commonText } from '@app/shared/i18n/common';

// The dialog machinery loads on the first tap, keeping it out of the landing page's first download.
const NavDrawerPanel = lazy(() => import('./nav-drawer-panel'));

/** The side drawer that replaces the navigation under 768 px (spec §2). */
export function NavDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
        aria-label={commonText.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} onOpenChange={setOpen}>
            {children(() => setOpen(false))}
          </NavDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
