/**
 * The data a page carries for the web app's first render (the server's page renderer writes it, the web's
 * bootstrap reads it). A module of its own: the web's entry chunk needs only this, not the route table.
 */
import type { Lang } from './i18n.ts';

/** The boot data a page carries (`<script type="application/json" id="boot">`). */
export interface BootData {
  lang: Lang;
  /** `GET /auth/check-session`'s `user`. */
  session: unknown;
  /** `GET /config/public`. */
  config: unknown;
  /** Query data by key: a list as TanStack's infinite data (`{pages: [{items, total}], pageParams: [1]}`). */
  queries: { key: readonly unknown[]; data: unknown }[];
  /** The server rendered the screen into the page: the browser hydrates it instead of rendering anew (decision 039). */
  rendered?: boolean;
  /**
   * Reads the API refused (a job, course, news post or certificate that does not exist: 404): the screen shows its
   * own message for it, on the server and in the browser alike.
   */
  errors?: { key: readonly unknown[]; status: number; code: string; message: string }[];
}

export const BOOT_ELEMENT_ID = 'boot';
