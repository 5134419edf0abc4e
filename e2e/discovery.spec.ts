import type { APIRequestContext } from '@playwright/test';
import { apiAs, createUser, expect, test, uniqueTitle } from './fixtures.ts';

// A shared job link as a link preview or a search engine reads it (no JavaScript), the sitemap and feed
// listing a new job, and the API documentation an integrator browses.

/** The public screens a crawler may follow (docs/product.md): lists, their pages, items and the static pages. */
const crawlable =
  /^\/(?:|jobs|courses|haberler|aboutus|contactus|kvkk|jobinfopage\/[^/]+|courseInfoPage\/[^/]+|haberler\/details\/[^/]+)$/;

/** Every item of a public list as the API has it now (all its pages). */
async function allIds(request: APIRequestContext, path: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`${path}?page=${page}&limit=100`, { headers: { accept: 'application/json' } });
    const items = (await res.json()) as { id: string }[];
    ids.push(...items.map((i) => i.id));
    if (ids.length >= Number(res.headers()['x-total-count']) || items.length === 0) return ids;
  }
}

test.describe('discovery', () => {
  test('a crawler without JavaScript reaches every job, course and news item from / by plain links, and reads each', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const company = await createUser('company');
    const title = uniqueTitle('Tarama İlanı ');
    expect(
      (
        await (await apiAs(company)).post('/job/add', { data: { title, description: 'Bağlantılarla bulunur.' } })
      ).status(),
    ).toBe(201);
    const expected = {
      job: await allIds(request, '/job/all'),
      course: await allIds(request, '/course/all'),
      news: await allIds(request, '/blog/all'),
    };
    // The crawl: HTML as the server sends it, links as written in it; `?lang=` twins are the same pages.
    const seen = new Set<string>();
    const queue = ['/'];
    const reached = { job: new Set<string>(), course: new Set<string>(), news: new Set<string>() };
    while (queue.length > 0) {
      const url = queue.shift()!;
      const res = await request.get(url, { headers: { accept: 'text/html' } });
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html, url).toMatch(/<h1[^>]*>[^<]+/);
      const item = /^\/(jobinfopage|courseInfoPage|haberler\/details)\/([^/?]+)/.exec(url);
      if (item)
        reached[item[1] === 'jobinfopage' ? 'job' : item[1] === 'courseInfoPage' ? 'course' : 'news'].add(item[2]);
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]*)"/g)) {
        const link = new URL(href.replaceAll('&amp;', '&'), 'http://crawler.test');
        if (link.host !== 'crawler.test' || !crawlable.test(link.pathname)) continue;
        link.searchParams.delete('lang');
        const next = link.pathname + link.search;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // Items deleted by other tests meanwhile are no longer there to reach.
    for (const [kind, ids] of Object.entries(expected) as [keyof typeof reached, string[]][]) {
      const missed = ids.filter((id) => !reached[kind].has(id));
      const gone = await Promise.all(
        missed.map(async (id) => {
          const path =
            kind === 'job' ? `/job/getJob/${id}` : kind === 'course' ? `/course/get/${id}` : `/blog/get/${id}`;
          return (await request.get(path, { headers: { accept: 'application/json' } })).status() === 404;
        }),
      );
      expect(
        missed.filter((_, i) => !gone[i]),
        `${kind} items no link leads to`,
      ).toEqual([]);
    }
    expect(reached.job.size).toBeGreaterThan(0);
  });

  test('a job link read without JavaScript shows its title, company and description, and a JobPosting of its data @en', async ({
    browser,
    baseURL,
  }) => {
    const company = await createUser('company', { companyName: 'Marmara Yazılım' });
    const api = await apiAs(company);
    const title = uniqueTitle('Ağ Yöneticisi ');
    const res = await api.post('/job/add', {
      data: { title, description: 'Okulların ağını kuracak ve izleyecek.', city: 'Sakarya', type: 'fullTime' },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    // A crawler: no script runs, so only what the server wrote is there.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/jobinfopage/${id}?lang=tr`);
    await expect(page).toHaveTitle(`${title} | Beceri`);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(title);
    expect(await meta('og:description')).toBe(
      'Marmara Yazılım · Sakarya · Tam zamanlı — Okulların ağını kuracak ve izleyecek.',
    );
    // Its own picture: the title on the product's art, a PNG made for the page (docs/product.md).
    expect(await meta('twitter:card')).toBe('summary_large_image');
    const picture = new URL((await meta('og:image'))!);
    expect(picture.pathname).toBe(`/og/tr/job/${id}.png`);
    const image = await context.request.get(picture.pathname + picture.search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Marmara Yazılım' },
      jobLocation: { address: { addressRegion: 'Sakarya', addressCountry: 'TR' } },
    });
    // The English page speaks English where the words are ours.
    await page.goto(`/jobinfopage/${id}?lang=en`);
    expect(await meta('og:description')).toBe(
      'Marmara Yazılım · Sakarya · Full time — Okulların ağını kuracak ve izleyecek.',
    );

    // The sitemap and the jobs feed list it at once (their cached copies go with the write).
    const sitemap = await context.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/jobinfopage/${id}</loc>`);
    const feed = await context.request.get('/jobs.atom');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<id>urn:uuid:${id}</id>`);
    await context.close();
    await api.dispose();
  });

  test('an integrator browses the API documentation at /api/docs and finds the job routes', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/api/docs');
    // Swagger UI parses the whole document (every route, now with the public reads' preflights) before drawing it.
    await expect(page.getByRole('heading', { name: /Beceri API/ })).toBeVisible({ timeout: 30_000 });
    // The tags start folded (150 operations drawn at once stop Swagger UI's drawing); the integrator opens the jobs.
    await page.locator('#operations-tag-jobs').click();
    await expect(page.locator('#operations-jobs-getJobAll').getByText('/job/all', { exact: true })).toBeVisible();
    // A partner's site may read it from its own origin: its CORS preflight is documented beside it.
    await expect(page.locator('#operations-jobs-optionsJobAll')).toBeVisible();
    await expect(page.getByText('Açık ilanlar (arama, il, çalışma şekli)')).toBeVisible();
    // Its scripts and styles come from this server and pass its content security policy.
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
