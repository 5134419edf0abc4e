/**
 * After a new release, a tab opened on the old one asks for code files that no longer exist. The first such failure
 * on a page reloads it once (the new page names the new files); a failure on the same page within a minute of that
 * reload is a real outage and reaches the layout's error boundary, which offers a retry. (Clearing the mark whenever
 * some other chunk loaded let a page whose own chunk kept failing reload itself forever.)
 */
const KEY = 'beceri:chunk-reload';
/** A later failure of the same page counts as a new release again after this long. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Starts the one reload and answers true, or false when this page was reloaded for a failed chunk just now. */
export function reloadOnceForChunk(now = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const [path, at] = (sessionStorage.getItem(KEY) ?? '').split('|');
    if (path === location.pathname && now - Number(at) < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(KEY, `${location.pathname}|${now}`);
  } catch {
    return false; // storage refused (private mode): never risk a reload loop
  }
  location.reload();
  return true;
}
