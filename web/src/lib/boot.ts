import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootData } from '@beceri/domain/page-boot';
import type { SessionUser } from '@beceri/domain';
import { sessionKey, storeSessionUser } from './session.ts';

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

/** Puts the boot data into the query cache, under the keys the screens' queries use, so that none asks again. */
export function seedQueries(qc: QueryClient, boot: BootData, configKey: QueryKey): void {
  const user = (boot.session ?? null) as SessionUser | null;
  qc.setQueryData(sessionKey, user);
  storeSessionUser(user);
  if (boot.config) qc.setQueryData(configKey, boot.config);
  for (const { key, data } of boot.queries) qc.setQueryData(key, data);
}
