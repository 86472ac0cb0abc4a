import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppRouter } from './router';

/** The query client is made by main.tsx, which asks for the session before React renders. */
export function AppProviders({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
