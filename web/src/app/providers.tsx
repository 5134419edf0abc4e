import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@beceri/domain/constants';
import { queryClient } from '../lib/query-client.ts';

// Toasts follow a user's action, so their code can arrive just after the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
