import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page the server rendered is being hydrated (and on the server), true once React owns it (decision
 * 039): a control whose work needs a script waits for it instead of doing nothing when pressed early.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
