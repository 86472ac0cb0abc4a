import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CARRIED_TOAST, TOAST_CLEARANCE, toasterStore } from '../lib/notify';

const Toaster = lazy(() =>
  import('sonner').then((m) => ({
    default: function ReadyToaster() {
      useEffect(() => toasterStore.ready(), []);
      const { pathname } = useLocation();
      // An error belongs to the page where it happened: leaving the page drops it, unless the page moved on by
      // design after reporting it (CARRIED_TOAST). Successes stay (they often announce the very navigation, e.g.
      // 'Accesso effettuato con successo!').
      useEffect(() => {
        for (const shown of m.toast.getToasts()) {
          if ('type' in shown && shown.type === 'error' && !String(shown.id).startsWith(CARRIED_TOAST)) m.toast.dismiss(shown.id);
        }
      }, [pathname]);
      // Bottom right (the whole width on a phone), issue 34, ADR 0134: never over the page's heading, the bars, 'Esci',
      // the menu button or the sidebar; above a chat's composer, which sets --toast-clearance while it is shown.
      return (
        <m.Toaster
          position="bottom-right"
          offset={{ bottom: `calc(var(${TOAST_CLEARANCE}, 0px) + 24px)`, right: 24 }}
          mobileOffset={{ bottom: `calc(var(${TOAST_CLEARANCE}, 0px) + 12px)`, left: 12, right: 12 }}
          closeButton
          toastOptions={{ className: 'text-slate-900' }}
        />
      );
    },
  })),
);

/** Mounts the toaster on every page but the landing page, or as soon as something asks for a toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted);
  const { pathname } = useLocation();
  if (!wanted && pathname === '/') return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
