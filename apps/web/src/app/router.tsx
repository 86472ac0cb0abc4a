import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './route-table';
import { DocumentTitle } from './document-title';

/**
 * A declarative router (ADR 0029): the route table drives `useRoutes`, pages load with React.lazy. The data
 * router (loaders, actions, fetchers) is not used and cost the landing page 15 KB.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <DocumentTitle routes={routes} />
      <AppRoutes />
    </BrowserRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}
