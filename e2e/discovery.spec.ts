import { apiAs, createUser, expect, test, uniqueTitle } from './fixtures.ts';

// Issue 19: a shared job link as a link preview or a search engine reads it (no JavaScript), the sitemap and feed
// listing a new job, and the API documentation an integrator browses.

test.describe('discovery', () => {
  test('a job link read without JavaScript shows its title, company and description, and a JobPosting of its data @en', async ({ browser, baseURL }) => {
    const company = await createUser('company', { companyName: 'Marmara Yazılım' });
    const api = await apiAs(company);
    const title = uniqueTitle('Ağ Yöneticisi ');
    const res = await api.post('/job/add', { data: { title, description: 'Okulların ağını kuracak ve izleyecek.', city: 'Sakarya', type: 'fullTime' } });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    // A crawler: no script runs, so only what the server wrote is there.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/jobinfopage/${id}?lang=tr`);
    await expect(page).toHaveTitle(`${title} | Beceri`);
    const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(title);
    expect(await meta('og:description')).toBe('Marmara Yazılım · Sakarya · Tam zamanlı — Okulların ağını kuracak ve izleyecek.');
    expect(await meta('twitter:card')).toBe('summary');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'JobPosting', title, employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Marmara Yazılım' }, jobLocation: { address: { addressRegion: 'Sakarya', addressCountry: 'TR' } },
    });
    // The English page speaks English where the words are ours.
    await page.goto(`/jobinfopage/${id}?lang=en`);
    expect(await meta('og:description')).toBe('Marmara Yazılım · Sakarya · Full time — Okulların ağını kuracak ve izleyecek.');

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
    await expect(page.getByRole('heading', { name: /Beceri API/ })).toBeVisible();
    await expect(page.getByText('/job/all', { exact: true })).toBeVisible();
    await expect(page.getByText('Açık ilanlar (arama, il, çalışma şekli)')).toBeVisible();
    // Its scripts and styles come from this server and pass its content security policy.
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
