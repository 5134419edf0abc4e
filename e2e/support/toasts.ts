import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * docs/product.md's toasts live 1000 ms, and a web-first assertion polls ever more slowly (up to once a second): on a
 * loaded machine a toast can come and go between two polls. So the page itself writes down every toast the
 * moment it appears (a MutationObserver installed before the app's code runs), and a test asks that record,
 * which a short-lived toast cannot slip past.
 */

interface ShownToast {
  title: string;
  description: string;
}

declare global {
  interface Window {
    __toasts?: ShownToast[];
  }
}

/** Installs the toast record in every page of `target` (before any of the page's own scripts run). */
export async function recordToasts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    if (window !== window.top) return;
    const shown: ShownToast[] = [];
    window.__toasts = shown;
    const seen = new WeakMap<Element, string>();
    const record = () => {
      for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
        const title = toast.querySelector('[data-title]')?.textContent?.trim() ?? '';
        const description = toast.querySelector('[data-description]')?.textContent?.trim() ?? '';
        const key = `${title}\n${description}`;
        if (!title || seen.get(toast) === key) continue;
        seen.set(toast, key);
        shown.push({ title, description });
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const describe = (toasts: ShownToast[]) =>
  toasts.length ? toasts.map((t) => (t.description ? `${t.title} (${t.description})` : t.title)).join(' | ') : 'none';

/**
 * Does `action` and waits until it has raised the toast `text` (exactly this title, or a title the RegExp
 * matches; with `description`, that under it too). Only toasts shown after the action started count.
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
  { description, timeout }: { description?: string; timeout?: number } = {},
) {
  const ready = await page.evaluate(() => {
    if (!window.__toasts) return false;
    window.__toasts.length = 0;
    return true;
  });
  if (!ready)
    throw new Error("expectToast: this page records no toasts (use the fixtures' page, or call recordToasts)");
  await action();
  const matches = (t: ShownToast) =>
    (typeof text === 'string' ? t.title === text : text.test(t.title)) &&
    (description === undefined || t.description === description);
  await expect
    .poll(
      async () => {
        const shown = (await page.evaluate(() => window.__toasts ?? [])) as ShownToast[];
        return shown.some(matches) ? 'shown' : `not among the toasts shown: ${describe(shown)}`;
      },
      { message: `the toast "${String(text)}" after the action`, timeout },
    )
    .toBe('shown');
}
