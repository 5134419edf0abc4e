import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootData } from '@beceri/domain/page-boot';
import { ApiError } from './api.ts';
import { sessionKey } from './session.ts';

/**
 * The data the server wrote into the page (`<script type="application/json" id="boot">`): the session, the
 * public config and the first screen's data. Read once and removed; null without it (the dev server) or
 * when it cannot be read, and the queries then ask the API as before.
 */
export function takeBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as BootData;
    return data && typeof data === 'object' && Array.isArray(data.queries) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the boot data into the query cache, under the keys the screens' queries use, so that none asks again: in
 * the browser, and on the server for its render of the same page (decision 039).
 */
export function seedQueries(qc: QueryClient, boot: BootData, configKey: QueryKey): void {
  qc.setQueryData(sessionKey, boot.session ?? null);
  if (boot.config) qc.setQueryData(configKey, boot.config);
  for (const { key, data } of boot.queries) qc.setQueryData(key, data);
  // A refused read is the query's error, as if the screen had asked: it shows its own message for it.
  for (const { key, status, code, message } of boot.errors ?? []) {
    const error = new ApiError(status, message, code);
    qc.getQueryCache().build(qc, { queryKey: key }).setState({
      status: 'error',
      fetchStatus: 'idle',
      error,
      errorUpdatedAt: Date.now(),
      errorUpdateCount: 1,
    });
  }
}
