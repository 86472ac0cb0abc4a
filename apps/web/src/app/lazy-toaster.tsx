import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CARRIED_TOAST, toasterStore } from '../lib/notify';

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
      // Top centre, below the 64 px bars: never over 'Esci', the menu button, the sidebar or the page's own buttons.
      return (
        <m.Toaster
          position="top-center"
          offset={{ top: 76 }}
          mobileOffset={{ top: 72, left: 12, right: 12 }}
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
