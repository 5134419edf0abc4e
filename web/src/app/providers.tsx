import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { SessionRedirect } from './session-redirect.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRedirect />
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
