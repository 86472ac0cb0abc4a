import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { toasterStore } from '../lib/notify';

const Toaster = lazy(() =>
  import('sonner').then((m) => ({
    default: function ReadyToaster() {
      useEffect(() => toasterStore.ready(), []);
      return <m.Toaster position="top-right" closeButton toastOptions={{ className: 'text-slate-900' }} />;
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
