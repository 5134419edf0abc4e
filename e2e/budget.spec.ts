import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

const KB = 1024;
/** Screens a visitor must not download: admin, editors, quiz. */
const foreignChunks = /admin|quiz|exam|add-course|edit-course|about-edit|news-add|news-edit|add-job|hire|confetti/i;

/**
 * Every script a visitor's first visit downloads (until the network settles), each measured as gzip -9 of
 * its body: a measure that does not depend on the server's encoding (brotli is smaller still).
 */
async function firstVisitScripts(page: Page, path: string) {
  const scripts: { url: string; gzip: number }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reading.push(
      res.body().then((body) => {
        scripts.push({ url: new URL(res.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(path);
  // The scripts start after the first paint (decision 069): the page is hydrated, then nothing more arrives.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  await expect(page.locator('#main')).toBeVisible();
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  const report = scripts.map((s) => `${(s.gzip / KB).toFixed(1)} KB ${s.url}`).join('\n');
  return { scripts, total, report };
}

// the target is 110 KB for both, not reached yet. Measured on 2026-11-24: /jobs 109 KB and / 118 KB before
// i18next (about 18 KB with its Turkish texts); 140 KB and 149 KB with it and every screen's texts, error summaries,
// dialogs and footer. These ceilings stop a regression; reaching 110 needs a smaller i18n runtime (or framework) and
// the home carousel on demand (docs/quality.md).
// search added to /jobs its search bar, the 81 provinces, the job's place/type/dates and their texts:
// 145.1 KB measured on 2026-11-24, so its ceiling moved from 143 to 146 KB; the student's 'Başvurdunuz' badge and
// the pipeline's and applying's texts in the same language chunk brought it to 147.4 KB: ceiling 148 KB.
// Decision 033: 110 KB is not reachable on docs/architecture.md's stack (React DOM, the router and TanStack Query are ≈ 89 KB).
// docs/architecture.md (2026-11-26) set /jobs's budget at 150 KB; the server-rendered pages (decision 039) added the list's
// page links and the screens' preload before hydration: 149.7 KB measured on 2026-11-26.
for (const [path, budget] of [
  ['/', 152],
  ['/jobs', 150],
] as const) {
  test(`a visitor on ${path} downloads at most ${budget} KB of gzip JavaScript, with no admin, editor or quiz code`, async ({
    page,
  }) => {
    const { scripts, total, report } = await firstVisitScripts(page, path);
    expect(total, `JavaScript for ${path} (gzip):\n${report}`).toBeLessThanOrEqual(budget * KB);
    expect(scripts.filter((s) => foreignChunks.test(s.url)).map((s) => s.url)).toEqual([]);
    // No zod schemas on a page without a form.
    expect(scripts.filter((s) => /zod|schemas/.test(s.url)).map((s) => s.url)).toEqual([]);
  });
}

test('a visitor on /haberler downloads no admin or editor code and no form validation', async ({ page }) => {
  const { scripts, report } = await firstVisitScripts(page, '/haberler');
  expect(
    scripts.filter((s) => foreignChunks.test(s.url) || /zod|schemas|dialog/.test(s.url)).map((s) => s.url),
    report,
  ).toEqual([]);
});

test('an English visitor downloads the English texts only, not the Turkish ones as well @en', async ({ page }) => {
  const { scripts } = await firstVisitScripts(page, '/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The catalogue of each language is a chunk named after it (locales/<lang>/index.ts).
  expect(scripts.filter((s) => /\/assets\/tr-/.test(s.url)).map((s) => s.url)).toEqual([]);
  expect(scripts.some((s) => /\/assets\/en-/.test(s.url))).toBe(true);
});

test('every image on / has explicit dimensions and a modern format', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
    })),
  );
  for (const img of images) {
    expect(img.width && img.height, `${img.src} needs width and height`).toBeTruthy();
    expect(img.src, 'modern format').toMatch(/\.(webp|avif|svg)(\?|$)/);
    expect(img.alt, `${img.src} needs an alt attribute`).not.toBeNull();
  }
});

test('the server sends compressed assets', async ({ request, page }) => {
  const scriptUrls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scriptUrls.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const res = await request.get(scriptUrls[0], { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(res.headers()['cache-control']).toContain('immutable');
});
