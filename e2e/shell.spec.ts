/**
 * The frame around every screen: the footer's funding statement and partners, the skeleton a slow screen
 * shows while its code loads, and admin tables that stay usable on a phone.
 */
import { apiAs, createUser, expect, findAdminRow, test } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

test.describe('footer', () => {
  test('the EU emblem with the funding statement beside it, then the partners by name (no letter badges) @phone', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const footer = page.getByRole('contentinfo');
    const emblem = footer.getByRole('img', { name: 'Avrupa Birliği bayrağı' });
    const statement = footer.getByText('Avrupa Birliği tarafından finanse edilmektedir', { exact: true });
    await expect(emblem).toBeVisible();
    await expect(statement).toBeVisible();
    // Beside the emblem (same line, to its right), not inside it. Both boxes are read from one layout: the page
    // above may still be filling in, and two separate reads could straddle the footer's move.
    const [e, s] = await footer.evaluate((root) => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const flag = root.querySelector('[role="img"][aria-label="Avrupa Birliği bayrağı"]');
      const text = Array.from(root.querySelectorAll('*')).find(
        (el) => el.children.length === 0 && el.textContent === 'Avrupa Birliği tarafından finanse edilmektedir',
      );
      return [box(flag), box(text ?? null)];
    });
    expect(s!.x).toBeGreaterThanOrEqual(e!.x + e!.width);
    expect(Math.abs(s!.y + s!.height / 2 - (e!.y + e!.height / 2))).toBeLessThan(e!.height / 2);
    // The flag's proportions (3:2 plus the white border) and its twelve stars.
    expect(e!.width / e!.height).toBeCloseTo((810 + 2 * 21.6) / (540 + 2 * 21.6), 1);
    expect(await emblem.locator('path').getAttribute('d')).toMatch(/^(M[^M]+){12}$/);

    await expect(footer.getByRole('heading', { name: 'Proje ortakları' })).toBeVisible();
    await expect(footer.getByTestId('partners').getByRole('listitem')).toHaveText([
      'Türkiye Cumhuriyeti',
      'İzmit Bölgesi Sanayi Odası',
      'İzmit Mesleki ve Teknik Anadolu Lisesi',
    ]);
    for (const badge of ['AB', 'TC', 'SO', 'MTAL'])
      await expect(footer.getByText(badge, { exact: true })).toHaveCount(0);
  });

  test('partner logos appear beside their names when the operator has provided them', async ({ page }) => {
    // The page carries the public config (boot data): the operator's file is simulated in it. The login page is not
    // rendered on the server (decision 039), so the browser draws the footer from that boot data alone.
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"partnerLogos":{}',
        '"partnerLogos":{"chamber":"/branding/chamber.svg"}',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/branding/chamber.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      }),
    );
    await page.goto('/login');
    const partners = page.getByRole('contentinfo').getByTestId('partners');
    await expect(
      partners.getByRole('listitem').filter({ hasText: 'İzmit Bölgesi Sanayi Odası' }).locator('img'),
    ).toHaveAttribute('src', '/branding/chamber.svg');
    await expect(partners.locator('img')).toHaveCount(1);
  });

  test('the server lists no logo the folder does not hold', async ({ request }) => {
    const config = await (await request.get('/config/public')).json();
    expect(config.partnerLogos).toEqual({});
  });

  test('in English @en', async ({ page }) => {
    await page.goto('/aboutus?lang=en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Flag of the European Union' })).toBeVisible();
    await expect(footer.getByText('Funded by the European Union', { exact: true })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Project partners' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Personal data protection (KVKK)' })).toBeVisible();
    await expectNoTurkish(page);
  });
});

test.describe('loading', () => {
  test('a page the server renders is there before its code; one it does not shows its skeleton, not a lone word', async ({
    page,
  }) => {
    // The not-found page is rendered on the server (decision 039): readable while its code is held back.
    let releaseScreen!: () => void;
    const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
    await page.route(/\/assets\/not-found-[\w-]+\.js$/, async (route) => {
      await screenHeld;
      await route.continue();
    });
    await page.goto('/boyle-bir-sayfa-yok', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    releaseScreen();

    // The login screen is not (its form needs its script): the shell is there, then the screen's skeleton until its
    // code arrives. Later moves keep the current screen until the next one is ready (React Router's transitions).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const skeleton = page.getByTestId('route-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('role', 'status');
    // Announced to screen readers once, never shown as a lone word on an empty page.
    await expect(page.getByText('Yükleniyor…', { exact: true })).toHaveClass(/sr-only/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });
});

test.describe('admin tables on a phone @phone', () => {
  test('rows become cards with their column names, and the action buttons fit the screen', async ({
    page,
    loginAs,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    const teacher = await createUser('teacher');
    const title = `Kart düzeni ${Date.now()}`;
    const created = await (
      await apiAs(teacher)
    ).post('/course/add', {
      multipart: {
        title,
        category: 'Python',
        description: 'Telefonda kart düzeni.',
        classes: JSON.stringify([
          { title: 'Giriş', description: 'Temel kavramlar', videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        ]),
        test: JSON.stringify({ questions: [{ text: 'Soru?', options: ['A', 'B', 'C', 'D', 'E'], correctAnswer: 0 }] }),
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await loginAs(await createUser('admin'));
    await page.goto('/admin/courses');
    const row = await findAdminRow(page, title);
    const width = page.viewportSize()!.width;
    const buttons = row.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, (await button.textContent()) ?? '').toBeLessThanOrEqual(width);
    }
    // A card names its columns before their values.
    const named = row.locator('td[data-label]').first();
    const label = await named.getAttribute('data-label');
    expect(label).toBeTruthy();
    expect(await named.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${label}"`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    await row.getByRole('button', { name: `${title}: Sil` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(row).toBeVisible();
  });
});
