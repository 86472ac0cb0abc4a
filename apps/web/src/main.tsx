import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureItalianValidation } from '@app/shared/validation-messages';
import { AppProviders } from './app/providers';
import { preloadRoute } from './app/route-table';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { trackInputModality } from './lib/input-modality';
import { registerServiceWorker } from './features/push/service-worker';
import './index.css';

configureItalianValidation({ withoutEval: true });
trackInputModality();
registerServiceWorker();

// What the first screen waits for is asked at once, side by side (issue 34, ADRs 0165 and 0205): the session (every
// page reads it), the code of the page the address shows and the data it opens on; React would otherwise ask for
// them one after the other.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions());
void preloadRoute(window.location.pathname, queryClient);

// The first render is a transition, so React renders in slices and yields to the browser between them instead of
// holding the main thread for the whole tree (a phone's input stays responsive while the page builds).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} />
    </StrictMode>,
  );
});
