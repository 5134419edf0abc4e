/** What the screen holding unsaved changes does with a history step; null when none holds them. */
let historyStep: ((e: PopStateEvent) => void) | null = null;

/**
 * Listens for the browser's Back and Forward before the router does: called once at start, before the router mounts
 * (the listeners of one target run in the order they were added, capturing or not).
 */
export function listenForHistorySteps() {
  window.addEventListener('popstate', (e) => historyStep?.(e));
}

/** Hands history steps to `step` (lib/use-unsaved-changes.ts) until the returned function lets go. */
export function holdHistorySteps(step: (e: PopStateEvent) => void): () => void {
  historyStep = step;
  return () => {
    if (historyStep === step) historyStep = null;
  };
}
