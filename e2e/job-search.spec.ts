import type { Page } from '@playwright/test';
import { createUser, expect, expectToast, hydrated, test, wcagViolations } from './fixtures.ts';
import { examBody } from './support/exams.ts';

// A job's province, type and deadline; search and filters on /jobs and /courses.

/** Letters no other test writes, so that a search for them finds only this test's records. */
const tag = () =>
  `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

/** A day `days` from today in Europe/Istanbul (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Posts a job through the API as the company logged in on `page`; its id. */
async function postJob(
  page: Page,
  data: { title: string; description?: string; city: string; type: string; deadline?: string },
) {
  const res = await page.request.post('/job/add', { data: { description: 'Ekip arkadaşı arıyoruz.', ...data } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe('job search', () => {
  test('a company posts a senior developer job in Kocaeli with a deadline; a visitor finds it by "yazilim" and by city, and the address keeps the search', async ({
    page,
    loginAs,
    browser,
  }) => {
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const title = `Kıdemli Yazılım Geliştirici ${tag()}`;
    const deadline = dayFromToday(20);

    await loginAs(company);
    await page.goto('/addjob');
    await page.getByLabel('İş başlığı').fill(title);
    await page
      .getByLabel('Açıklama', { exact: true })
      .fill('TypeScript ve SQL bilen, Kocaeli ofisinde çalışacak geliştirici.');
    // The province by its suggestions, typed without Turkish letters and in lower case.
    await page.getByLabel('İl', { exact: true }).fill('kocaeli');
    await page.getByRole('radio', { name: 'Tam zamanlı' }).check();
    await page.getByLabel('Son başvuru tarihi (isteğe bağlı)').fill(deadline);
    await expectToast(page, 'İş başarıyla eklendi.', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);

    // A visitor searches without Turkish letters.
    await page.context().clearCookies();
    await page.goto('/jobs');
    const search = page.getByRole('search', { name: 'İlan arama' });
    await search.getByLabel('Anahtar kelime').fill('yazilim');
    await search.getByLabel('Anahtar kelime').press('Enter');
    await expect(page).toHaveURL(/\/jobs\?q=yazilim$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    const meta = card.getByRole('listitem');
    await expect(meta.filter({ hasText: 'Kocaeli' })).toHaveText('Yer: Kocaeli');
    await expect(meta.filter({ hasText: 'Tam zamanlı' })).toHaveText('Çalışma şekli: Tam zamanlı');
    await expect(meta.filter({ hasText: /^Yayınlandı: / })).toBeVisible();
    const [y, m, d] = deadline.split('-').map(Number);
    const deadlineText = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d, 12)),
    );
    await expect(meta.filter({ hasText: `Son başvuru: ${deadlineText}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /ilan bulundu$/ })).toBeVisible();

    // The city narrows it; the address holds both.
    await search.getByLabel('İl', { exact: true }).selectOption('Kocaeli');
    await expect(page).toHaveURL(/\/jobs\?q=yazilim&city=Kocaeli$/);
    await expect(card).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    // A reload keeps the search, and so does the address opened elsewhere.
    await page.reload();
    await expect(search.getByLabel('Anahtar kelime')).toHaveValue('yazilim');
    await expect(search.getByLabel('İl', { exact: true })).toHaveValue('Kocaeli');
    await expect(card).toBeVisible();
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('heading', { name: title })).toBeVisible();
    await expect(shared.getByRole('search').getByLabel('İl', { exact: true })).toHaveValue('Kocaeli');
    await shared.close();

    // Another province leaves it out; its own page shows place, type and deadline.
    await search.getByLabel('İl', { exact: true }).selectOption('Sakarya');
    await expect(page).toHaveURL(/city=Sakarya/);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await page.goBack();
    await card.getByRole('link', { name: `${title}: Detayları gör` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Son başvuru: ${deadlineText}`)).toBeVisible();
  });

  test('an empty result says so and offers to clear the filters; the filters fit a 360 px screen @phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs(await createUser('company'));
    const mine = `Destek Uzmanı ${tag()}`;
    await postJob(page, { title: mine, city: 'Sakarya', type: 'partTime' });
    await page.context().clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto(`/jobs?q=${tag()}&type=internship`);
    await expect(page.getByText('Aramanıza uyan ilan bulunamadı.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 ilan bulundu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('search').getByLabel('Anahtar kelime')).toHaveValue('');
    // Every open job again, the one just posted among them (other specs' jobs may push it past the first page).
    await expect(page.getByRole('status').filter({ hasText: /^[1-9][\d.]* ilan bulundu/ })).toBeVisible();
    await expect(page.getByText('Aramanıza uyan ilan bulunamadı.')).toHaveCount(0);
    await page.goto(`/jobs?q=${encodeURIComponent(mine)}`);
    await expect(page.getByRole('heading', { name: mine })).toBeVisible();
  });

  test('"Daha fazla" keeps the filters', async ({ page, loginAs }) => {
    await loginAs(await createUser('company'));
    const word = tag();
    for (let i = 1; i <= 26; i++)
      await postJob(page, { title: `Teknisyen ${word} ${i}`, city: 'Bayburt', type: 'internship' });
    await postJob(page, { title: `Teknisyen ${word} tam`, city: 'Bayburt', type: 'fullTime' });
    await page.context().clearCookies();
    await page.goto(`/jobs?q=${word}&city=Bayburt&type=internship`);
    const cards = page.getByRole('heading', { name: new RegExp(`^Teknisyen ${word} `) });
    await expect(page.getByRole('status').filter({ hasText: '26 ilan bulundu' })).toBeVisible();
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Daha fazla' }).click();
    await expect(cards).toHaveCount(26);
    await expect(page.getByRole('heading', { name: `Teknisyen ${word} tam` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Daha fazla' })).toHaveCount(0);
  });

  test('the job form names a wrong province and a missing one under the field, in English too @en', async ({
    page,
    loginAs,
  }) => {
    await loginAs(await createUser('company'));
    await page.goto('/addjob?lang=en');
    await page.getByLabel('Job title').fill('Network technician');
    await page.getByLabel('Description').fill('Field work.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The form has 1 error' });
    await expect(summary.getByRole('link', { name: 'Province: Choose a province' })).toBeVisible();
    await expect(page.getByLabel('Province')).toBeFocused();
    await page.getByLabel('Province').fill('Gotham');
    await page.getByLabel('Province').blur();
    await expect(page.getByText('Choose a province from the list', { exact: true })).toBeVisible();
    await page.getByLabel('Application deadline (optional)').fill(dayFromToday(-1));
    await page.getByLabel('Application deadline (optional)').blur();
    await expect(page.getByText('The application deadline cannot be in the past', { exact: true })).toBeVisible();
  });

  test('a visitor searches the jobs in English: "ISTANBUL" finds İstanbul, the type filter reads in English @en @phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs(await createUser('company', { companyName: 'Boğaz Yazılım' }));
    const word = tag();
    const title = `Web Developer ${word}`;
    await postJob(page, { title, description: 'Ofisimiz İstanbul Kadıköy’de.', city: 'İstanbul', type: 'partTime' });
    await page.context().clearCookies();
    await page.goto('/jobs?lang=en');
    const search = page.getByRole('search', { name: 'Job search' });
    await search.getByLabel('Keyword').fill(`ISTANBUL ${word}`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // A select applies itself once the app runs (before that, 'Search' sends it with the form: the test below).
    await hydrated(page);
    await search.getByLabel('Type of work').selectOption({ label: 'Part time' });
    await expect(page).toHaveURL(/type=partTime/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('listitem').filter({ hasText: 'Part time' })).toHaveText('Type of work: Part time');
    await expect(page.getByRole('status').filter({ hasText: '1 job found' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('course search', () => {
  test('a visitor finds a course by its category and by a word without Turkish letters @phone', async ({
    page,
    loginAs,
  }) => {
    const word = tag();
    const title = `Veri Görselleştirme ${word}`;
    await loginAs(await createUser('teacher'));
    const res = await page.request.post('/course/add', {
      multipart: {
        title,
        description: 'Çizelgeler ve gösterge panelleri.',
        category: 'Veri Bilimi',
        classes: JSON.stringify([{ title: 'Giriş', description: 'İlk adımlar', videoLink: '' }]),
        test: JSON.stringify(examBody),
      },
    });
    expect(res.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/courses');
    const search = page.getByRole('search', { name: 'Kurs arama' });
    // The list is rendered by the server: a choice made before React has hydrated the page changes no address
    // (a search sent with 'Ara' would still carry it). Choose again until the page's script has taken over.
    await expect(async () => {
      await search.getByLabel('Kategori').selectOption('');
      await search.getByLabel('Kategori').selectOption('Veri Bilimi');
      await expect(page).toHaveURL(/\/courses\?category=Veri\+Bilimi$/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await search.getByLabel('Anahtar kelime').fill(`gorsellestirme ${word}`);
    await search.getByRole('button', { name: 'Ara' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Veri Bilimi')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 kurs bulundu' })).toBeVisible();
    await page.reload();
    await expect(card).toBeVisible();
    // Server-rendered again: choose until the script has taken over, as above.
    await expect(async () => {
      await search.getByLabel('Kategori').selectOption('Veri Bilimi');
      await search.getByLabel('Kategori').selectOption('IoT');
      await expect(page.getByText('Aramanıza uyan kurs bulunamadı.')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
  test('without scripts, a search in English stays in English and sends its filters @en', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    await loginAs(await createUser('company', { companyName: 'Körfez Bilişim' }));
    const word = tag();
    const title = `Network Technician ${word}`;
    await postJob(page, { title, description: 'Sahada ağ kurulumu.', city: 'Kocaeli', type: 'internship' });
    // The browser of a reader who has no scripts (or presses 'Search' before they have run).
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'tr-TR' });
    const visitor = await context.newPage();
    await visitor.goto('/jobs?lang=en');
    const search = visitor.getByRole('search', { name: 'Job search' });
    await search.getByLabel('Keyword').fill(word);
    await search.getByLabel('Type of work').selectOption({ label: 'Internship' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(visitor).toHaveURL(/[?&]lang=en(&|$)/);
    await expect(visitor).toHaveURL(/[?&]type=internship(&|$)/);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('status').filter({ hasText: '1 job found' })).toBeVisible();
    await context.close();
  });
});
