import { createUser, expect, openSettled, test, wcagViolations } from './fixtures.ts';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('activity log', () => {
  test('the activity log filters by type, pages by 20 and goes back to page 1 on a filter change', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: unique('Log Bilişim') });
    const admin = await createUser('admin');
    // 22 real events of type company: job ads posted through the API with the company's session.
    await loginAs(company);
    for (let i = 0; i < 22; i++) {
      const res = await page.request.post('/job/add', { data: { title: `Log${i}`, description: 'Kayıt ekranı için ilan' } });
      expect(res.status()).toBe(201);
    }
    await page.context().clearCookies();
    await loginAs(admin);
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { name: 'Etkinlik Kayıtları' })).toBeVisible();
    const entries = page.getByTestId('log-entry');
    await expect(entries).toHaveCount(20);

    await page.getByRole('checkbox', { name: 'Şirket' }).check();
    await expect(entries.filter({ hasText: `${company.companyName} şirketi "Log21" iş ilanını ekledi` })).toHaveCount(1);
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

  test('the activity log has no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await openSettled(page, '/admin/logs');
    // The admin shell's header belongs to the shell, not to this screen.
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
