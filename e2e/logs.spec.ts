import { apiAs, createUser, expect, openSettled, test, wcagViolations } from './fixtures.ts';
import { expectNoTurkish, PROPER_NAMES } from './support/english.ts';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('activity log', () => {
  test('the activity log filters by type, pages by 20 and goes back to page 1 on a filter change', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: unique('Log Bilişim') });
    const admin = await createUser('admin');
    // 22 real events of type company: job ads posted through the API with the company's session.
    await loginAs(company);
    for (let i = 0; i < 22; i++) {
      const res = await page.request.post('/job/add', {
        data: { title: `Log${i}`, description: 'Kayıt ekranı için ilan' },
      });
      expect(res.status()).toBe(201);
    }
    await page.context().clearCookies();
    await loginAs(admin);
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { name: 'Etkinlik Kayıtları' })).toBeVisible();
    const entries = page.getByTestId('log-entry');
    await expect(entries).toHaveCount(20);

    await page.getByRole('checkbox', { name: 'Şirket' }).check();
    await expect(entries.filter({ hasText: `${company.companyName} şirketi "Log21" iş ilanını ekledi` })).toHaveCount(
      1,
    );
    await expect(entries).toHaveCount(20);
    const badges = () => entries.evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent));
    expect(new Set(await badges())).toEqual(new Set(['Şirket']));
    const date = await entries.first().locator('time').textContent();
    expect(date).toMatch(/\d{1,2} \S+ \d{4} \d{2}:\d{2}/);

    const paging = page.getByRole('navigation', { name: 'Sayfalama' });
    await paging.getByRole('button', { name: 'Sonraki' }).click();
    await expect(paging.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(entries.filter({ hasText: `"Log21"` })).toHaveCount(0);
    await expect(entries.filter({ hasText: `${company.companyName} şirketi "Log1" iş ilanını ekledi` })).toHaveCount(1);

    // Any change of the filters goes back to page 1.
    await page.getByRole('checkbox', { name: 'Öğretmen' }).check();
    await expect(paging.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(entries.filter({ hasText: '"Log21"' })).toHaveCount(1);
    expect((await badges()).every((l) => l === 'Şirket' || l === 'Öğretmen')).toBe(true);
  });

  test('placeholder rows hold the place of the entries while they load', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/log\/all\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/logs');
    await expect(page.getByTestId('log-skeleton')).toBeVisible();
    await expect(page.getByTestId('log-skeleton')).toHaveAttribute('role', 'status');
    release();
    await expect(page.getByTestId('log-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('log-entry').first()).toBeVisible();
  });

  test('the activity log in English @en', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: unique('Log English') });
    const asCompany = await apiAs(company);
    expect(
      (await asCompany.post('/job/add', { data: { title: 'Log EN', description: 'Kayıt ekranı için ilan' } })).status(),
    ).toBe(201);
    await asCompany.dispose();
    await loginAs(await createUser('admin'));
    await page.goto('/admin/logs?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    for (const type of ['Teacher', 'Student', 'Company'])
      await expect(page.getByRole('checkbox', { name: type })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ (entry|entries) in all$/)).toBeVisible();
    await expect(page.getByTestId('log-entry').first().locator('span').first()).toHaveText(
      /^(Teacher|Student|Company|Other)$/,
    );
    // Entries are written in the reader's language (decision 044): the company's job ad, among the company entries.
    await page.getByRole('checkbox', { name: 'Company' }).check();
    await expect(
      page.getByTestId('log-entry').filter({ hasText: `Company ${company.companyName} posted the job "Log EN"` }),
    ).toHaveCount(1);
    // Only what people typed (names, titles: the entries' parameters) keeps its spelling.
    const typed: string[] = [];
    for (const n of [1, 2, 3]) {
      const entries = (await (await page.request.get(`/log/all?page=${n}&types=company&lang=en`)).json()) as {
        params: Record<string, unknown>;
      }[];
      for (const e of entries) typed.push(...Object.values(e.params).filter((v): v is string => typeof v === 'string'));
    }
    await expectNoTurkish(page.locator('main'), [...PROPER_NAMES, ...typed]);
  });

  test('the activity log has no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await openSettled(page, '/admin/logs');
    // The admin shell's header belongs to the shell, not to this screen.
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
