import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator, type To } from 'react-router';
import { holdHistorySteps } from './history-steps.ts';

/**
 * The state of a navigation that leaves a form on purpose once its work is saved ('Güncelle', 'Yayınla'): the
 * unsaved-changes warning lets it through. `navigate(path, SAVED_NAVIGATION)`.
 */
export const SAVED_NAVIGATION = { state: { leavesSaved: true } } as const;

const leavesSaved = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { leavesSaved?: unknown }).leavesSaved === true;

/** The path a navigation goes to; the same path (a changed `?draft=`) does not leave the form. */
function pathnameOf(to: To): string {
  if (typeof to !== 'string') return to.pathname ?? window.location.pathname;
  return new URL(to, window.location.href).pathname;
}

/** React Router's position of a history entry (its `idx`), when the entry is the router's. */
const indexOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx
    : undefined;

/**
 * A warning before leaving a form with unsaved changes (decisions 051, 052): the browser's own question on reload or
 * close (`beforeunload`), and on the app's own navigation (links, `navigate`) and the browser's Back and Forward a
 * pending leave that the screen asks about with its dialog. The app's router is the declarative one (decision 033),
 * where React Router's `useBlocker` is not available, so the navigator's push, replace and go are held, and a history
 * step is caught before the router hears of it (lib/history-steps.ts), undone, and asked about. `when` covers both; a screen whose saves finish on their own after it goes (the
 * question bank) holds navigation only while a change cannot be saved.
 */
export function useUnsavedChanges(when: boolean | { reload: boolean; navigation: boolean }) {
  const { reload, navigation } = typeof when === 'boolean' ? { reload: when, navigation: when } : when;
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<null | (() => void)>(null);
  /** Set while a history step the person chose to take goes through. */
  const released = useRef(false);

  useEffect(() => {
    if (!reload) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [reload]);

  useEffect(() => {
    if (!navigation) return;
    const nav: Navigator = navigator;
    const { push, replace, go } = nav;
    const hold = (leave: () => void) => setPending(() => leave);
    const held: Pick<Navigator, 'push' | 'replace' | 'go'> = {
      push: (to, state, opts) =>
        leavesSaved(state) || pathnameOf(to) === window.location.pathname
          ? push(to, state, opts)
          : hold(() => push(to, state, opts)),
      replace: (to, state, opts) =>
        leavesSaved(state) || pathnameOf(to) === window.location.pathname
          ? replace(to, state, opts)
          : hold(() => replace(to, state, opts)),
      go: (delta) => hold(() => go(delta)),
    };
    Object.assign(nav, held);

    // Back and Forward: the browser has moved already, the router not yet. Step back to the form's entry (that step's
    // own event is swallowed too) and ask; leaving takes the same step again, this time to the router.
    const here = indexOf(window.history.state);
    let undoing = false;
    const onPopState = (e: PopStateEvent) => {
      if (released.current) {
        released.current = false;
        return;
      }
      e.stopImmediatePropagation();
      if (undoing) {
        undoing = false;
        return;
      }
      const there = indexOf(e.state);
      const delta = here !== undefined && there !== undefined && there !== here ? there - here : -1;
      undoing = true;
      go(-delta);
      hold(() => {
        released.current = true;
        go(delta);
      });
    };
    const letGo = holdHistorySteps(onPopState);
    // A question already asked stays open: the draft may have been saved meanwhile, the person still decides.
    return () => {
      letGo();
      Object.assign(nav, { push, replace, go });
    };
  }, [navigation, navigator]);

  return {
    /** A navigation is waiting for the person's answer. */
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const go = pending;
      setPending(null);
      go?.();
    },
  };
}
