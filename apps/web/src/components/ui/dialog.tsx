import { lazy, Suspense, useEffect, useState } from 'react';
import { prefetchWhenIdle } from '../../lib/when-idle';
import type { DialogProps } from './dialog-panel';

const loadPanel = () => import('./dialog-panel');
const DialogPanel = lazy(loadPanel);

/**
 * Accessible modal (focus trap, Escape, labelled by its title). Radix's dialog (~13 KB compressed) is not part of
 * the page's first load: it is fetched once the page is idle, or when a dialog first opens, whichever comes first
 * (ADR 0208). Once opened it stays mounted, so closing returns focus as Radix does.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => prefetchWhenIdle(loadPanel), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
