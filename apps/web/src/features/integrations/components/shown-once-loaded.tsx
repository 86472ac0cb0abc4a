import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { useIntegrationsFirstLoads } from '../api/integrations-first-loads';

/** The longest the cards stay hidden: a slow answer then shows its own spinner rather than hold the whole page. */
const LONGEST_WAIT_MS = 4000;

/**
 * The page's cards, mounted at once (every card asks for its data together) but shown only once the integrations'
 * first answers have all arrived. Shown as they came, each card grew with its own answer and pushed the ones below it
 * down the screen: a layout shift of 0.69 on Lighthouse's phone. A link to one of the cards (#webhook-contatti) is
 * followed once they are shown.
 */
export function ShownOnceLoaded({ children }: { children: ReactNode }) {
  const { fetching, fetchingNow } = useIntegrationsFirstLoads();
  const { hash } = useLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // The live count, not the rendered one: cards mounted in this commit started their requests in their own effects,
    // which ran before this one.
    if (!shown && fetchingNow() === 0) setShown(true);
  }, [fetching, shown, fetchingNow]);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LONGEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (shown && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [shown, hash]);

  return (
    <>
      {shown ? null : <RowsSkeleton rows={4} />}
      <div hidden={!shown} className="space-y-6">
        {children}
      </div>
    </>
  );
}
