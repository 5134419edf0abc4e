import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSessionLost } from './api.ts';
import { forgetSession, signedOutThemselves } from './session.ts';

const sessionLostListeners = new Set<() => void>();

/** Called whenever a query or mutation meets a lost session; the app sends the person to /login from here. */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

const mfaSetupListeners = new Set<() => void>();

/** Called when the server answers that a second factor must be set up first (MFA_REQUIRED_ROLES). */
export function onMfaSetupRequired(listener: () => void): () => void {
  mfaSetupListeners.add(listener);
  return () => mfaSetupListeners.delete(listener);
}

const isMfaSetupRequired = (err: unknown) => err instanceof ApiError && err.code === 'MFA_SETUP_REQUIRED';

/**
 * The error policy of every query and mutation: a lost session clears the cached one and tells the listeners.
 * Other errors stay with the screen that asked (it knows which Turkish message to show).
 */
export function createQueryClient(): QueryClient {
  const onError = (err: unknown) => {
    if (isMfaSetupRequired(err)) for (const listener of mfaSetupListeners) listener();
    // Once the person logs out themselves, a 401 is what they asked for (lib/session.ts).
    if (!isSessionLost(err) || signedOutThemselves()) return;
    forgetSession(client);
    for (const listener of sessionLostListeners) listener();
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    // A mutation with `meta: { handlesLostSession: true }` answers a lost session itself.
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => mutation.meta?.handlesLostSession || onError(err),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
