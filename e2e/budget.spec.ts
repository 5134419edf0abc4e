import zlib from 'node:zlib';
import { expect, test } from './fixtures.ts';

const KB = 1024;
/** Screens a visitor on / must not download: admin, editors, quiz. */
const foreignChunks = /admin|quiz|exam|add-course|edit-course|about-edit|news-add|news-edit|add-job|hire|confetti/i;

test('a visitor on / downloads at most 120 KB of gzip JavaScript, with no admin, editor or quiz code', async ({ page }) => {
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    scripts.push({ url: new URL(res.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main')).toBeVisible();
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  const report = scripts.map((s) => `${(s.gzip / KB).toFixed(1)} KB ${s.url}`).join('\n');
  expect(total, `JavaScript for / (gzip):\n${report}`).toBeLessThanOrEqual(120 * KB);
  expect(scripts.filter((s) => foreignChunks.test(s.url)).map((s) => s.url)).toEqual([]);
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
