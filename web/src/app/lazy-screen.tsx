import { use, type ComponentType } from 'react';
import { reloadOnceForChunk } from '../lib/chunk-reload.ts';

/** A route's screen, loaded on first use; `preload()` loads it ahead (before hydrating a server-rendered page). */
export interface Screen {
  (): React.ReactNode;
  preload: () => Promise<void>;
}

/** Screens whose code failed to load: each keeps its error until a retry or a navigation forgets it. */
const failedScreens = new Set<() => void>();

/** Lets every failed screen try to load again (the error page's retry, a navigation). */
export function forgetScreenFailures() {
  for (const forget of failedScreens) forget();
  failedScreens.clear();
}

/**
 * Like `React.lazy`, but a screen that is already loaded renders at once. The server renders a page in one
 * synchronous pass (every screen loaded at start), and the browser hydrates it after loading the page's own screen,
 * so neither suspends where the other did not (decision 039).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  /** The failure, thrown by every render (to the layout's error boundary) until `forgetScreenFailures`. */
  let failure: { error: unknown } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (err: unknown) => {
        // A chunk that failed to load (a new release, a dropped connection) is asked for again next time; the first
        // failure on a page reloads it, and the screen waits for the new page instead of showing an error.
        loading = undefined;
        if (reloadOnceForChunk()) return new Promise<never>(() => {});
        failure = { error: err };
        failedScreens.add(() => (failure = undefined));
        throw err;
      },
    ));
  function LazyScreen() {
    // Thrown from here until forgotten, not only through `use`: React renders again after an error, and each render
    // would start a new download, so a screen whose code keeps failing was asked for hundreds of times a second.
    if (failure) throw failure.error;
    if (!Loaded) use(preload());
    const Component = Loaded;
    return Component ? <Component /> : null;
  }
  LazyScreen.preload = preload;
  return LazyScreen;
}
