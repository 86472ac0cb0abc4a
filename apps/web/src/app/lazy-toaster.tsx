import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CARRIED_TOAST, requestToaster, TOAST_CLEARANCE, toasterStore } from '../lib/notify';

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

/**
 * Mounts the toaster (and fetches sonner) at the first toast, or at the first press of a key or pointer on any page
 * but the landing page, so that the toast an action ends with is not kept waiting for it; never with the page's
 * first load (ADR 0208).
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted);
  const { pathname } = useLocation();
  const landing = pathname === '/';
  useEffect(() => {
    if (wanted || landing) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [wanted, landing]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
