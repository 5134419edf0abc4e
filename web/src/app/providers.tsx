import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { SessionRedirect } from './session-redirect.tsx';

/** `client`: the server renders each page with a query client of its own (entry-server.tsx). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <SessionRedirect />
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
