import type { CDPSession, Page } from '@playwright/test';
import { apiAs, createUser, expect, hydrated, test, uniqueTitle } from './fixtures.ts';

/** What a first visit costs in round trips, and what a slow link shows. */

interface SentRequest {
  url: string;
  type: string;
  initiator: { type: string; url?: string; stack?: Stack };
}
interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}

/**
 * Records every request of the page through the DevTools protocol, with what started it: the document,
 * a tag in it (parser, preload), or a script.
 */
async function recordRequests(page: Page): Promise<{ cdp: CDPSession; requests: SentRequest[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: SentRequest[] = [];
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.push({ url: e.request.url, type: e.type ?? 'Other', initiator: e.initiator }),
  );
  return { cdp, requests };
}

/**
 * The round each request belongs to: the HTML is round 0; a request is one round after the latest of the
 * requests whose responses started it (the document for tags, every script on the stack for a script's).
 */
function rounds(requests: SentRequest[]): { url: string; type: string; round: number }[] {
  const byUrl = new Map<string, SentRequest>();
  for (const r of requests) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const memo = new Map<SentRequest, number>();
  const roundOf = (r: SentRequest): number => {
    const known = memo.get(r);
    if (known !== undefined) return known;
    memo.set(r, 0);
    let round = 0;
    if (r.type !== 'Document') {
      const starters = [r.initiator.url];
      for (let s = r.initiator.stack; s; s = s.parent) starters.push(...s.callFrames.map((f) => f.url));
      const parents = starters
        .filter((u): u is string => Boolean(u))
        .map((u) => byUrl.get(u))
        .filter((p): p is SentRequest => p !== undefined);
      round = 1 + Math.max(0, ...parents.map(roundOf));
    }
    memo.set(r, round);
    return round;
  };
  return requests.map((r) => ({ url: new URL(r.url).pathname, type: r.type, round: roundOf(r) }));
}

const publicPages = ['/', '/jobs', '/courses', '/haberler', '/aboutus'];

for (const path of publicPages) {
  test(`a visitor's ${path} needs at most 2 rounds after the HTML and asks the API nothing`, async ({ page }) => {
    const { requests } = await recordRequests(page);
    await page.goto(path);
    // The scripts start after the first paint (decision 069): every request is made once the page is hydrated.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
    const seen = rounds(requests);
    const report = seen.map((r) => `${r.round} ${r.type} ${r.url}`).join('\n');
    expect(Math.max(...seen.map((r) => r.round)), report).toBeLessThanOrEqual(2);
    // Session, config and the first data came with the page.
    expect(
      seen.filter((r) => r.type === 'Fetch' || r.type === 'XHR').map((r) => r.url),
      report,
    ).toEqual([]);
  });
}

test('a rendered page asks for its scripts only after its first paint, then becomes interactive', async ({ page }) => {
  await page.goto('/haberler');
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => r.startTime),
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  // The entry, the framework and the screen's chunks: all of them after the paint, none before it.
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
  // Hydrated: a client-side navigation works.
  await page.getByRole('navigation', { name: 'Ana menü' }).locator('a[href="/jobs"]').click();
  await expect(page).toHaveTitle('İş İmkanları | Beceri');
});

test("a job's page carries its own title and share tags, in Turkish and in English, and the tab follows navigation", async ({
  page,
}) => {
  const company = await createUser('company');
  const api = await apiAs(company);
  const title = uniqueTitle('Veri Analisti ');
  const res = await api.post('/job/add', { data: { title, description: 'Veri ekibine analist aranıyor.' } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  const { requests } = await recordRequests(page);
  await page.goto(`/jobinfopage/${id}`);
  await expect(page).toHaveTitle(`${title} | Beceri`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  // Who hires, where and how, then the text.
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    / · Tam zamanlı — Veri ekibine analist aranıyor\.$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText('Veri ekibine analist aranıyor.')).toBeVisible();
  expect(rounds(requests).filter((r) => r.type === 'Fetch' || r.type === 'XHR')).toEqual([]);

  // A client-side navigation titles the tab from the same table.
  await page.goto('/jobs');
  await page.getByRole('navigation', { name: 'Ana menü' }).locator('a[href="/courses"]').click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page).toHaveTitle('Dersler | Beceri');

  await page.goto(`/jobinfopage/${id}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page).toHaveTitle(`${title} | Beceri`);
  await page.goto('/courses?lang=en');
  await expect(page).toHaveTitle('Courses | Beceri');
});

test("a logged-in person's first page carries their own session: no session request, their header", async ({
  page,
  loginAs,
}) => {
  const student = await createUser('student');
  await loginAs(student);
  const { requests } = await recordRequests(page);
  await page.goto('/jobs');
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(rounds(requests).filter((r) => r.url === '/auth/check-session')).toEqual([]);
});

test('the layout (header and main) shows from the first answer alone, before any script, style or data arrives', async ({
  page,
}) => {
  // On a link with 1.5 s a round trip, a layout that needed a second request would show after 3 s at the earliest.
  // Every request after the page itself waits here until the layout is seen: it shows whatever the machine's speed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.continue();
  });
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'İş imkanlarını keşfet' })).toBeVisible();
  // The scripts were asked for and are still held, so what shows above is the first answer's own.
  await expect.poll(() => held.some((p) => p.endsWith('.js'))).toBe(true);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'İş imkanlarını keşfet' })).toBeVisible();
});
