import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A heavy part of a page below its first screen (a chart, a table of hundreds of cells, a long form), rendered once the
 * rest has been drawn, in a transition that React renders in slices of a few milliseconds, so the browser paints and
 * answers input in between (issue 34, ADR 0211): rendered with the page, it made one task of 100–160 ms (four times
 * that on the phone Lighthouse stands for). `fallback` keeps its place meanwhile.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}
