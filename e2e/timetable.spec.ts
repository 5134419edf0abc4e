import type { Page } from '@playwright/test';
import { apiAs, createUser, expect, expectToast, test, uniqueTitle, wcagViolations, type E2EUser } from './fixtures.ts';
import { addCourse, enrol } from './support/courses.ts';
import { expectNoTurkish } from './support/english.ts';

/** Lab sessions and the timetable (decision 054). */

const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
/** An Istanbul day `n` days from today, `YYYY-MM-DD`. */
const dayFromToday = (n: number) => dayFormat.format(new Date(Date.now() + n * DAY));
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

const courseOf = (teacher: E2EUser, title: string) => addCourse(teacher, { title, classes: [{ title: 'Giriş' }] });

async function plan(teacher: E2EUser, courseId: string, body: object) {
  const api = await apiAs(teacher);
  const res = await api.post(`/course/${courseId}/sessions`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
}

/** The week view's session cards (each day is a list item holding a list of them). */
const cards = (page: Page) => page.locator('main ol > li > ul > li');

const room = () => `Oda ${Math.random().toString(36).slice(2, 8)}`;

async function fillSession(page: Page, v: { date: string; start: string; end: string; room: string; weeks: string }) {
  const form = page.getByRole('region', { name: 'Oturum planla' });
  await form.getByLabel('Tarih').fill(v.date);
  await form.getByLabel('Başlangıç').fill(v.start);
  await form.getByLabel('Bitiş').fill(v.end);
  await form.getByLabel('Derslik').fill(v.room);
  await form.getByLabel('Kaç hafta tekrarlansın').fill(v.weeks);
  return form;
}

test.describe('timetable', () => {
  test('a teacher plans a weekly series on the course page; a clash is refused at its field; the student sees the week', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const other = await createUser('teacher');
    const student = await createUser('student');
    const title = uniqueTitle('Ağ Laboratuvarı ');
    const courseId = await courseOf(teacher, title);
    await enrol(student, courseId);
    const lab = room();
    const day = dayFromToday(8);
    // Another course holds the room on that day from 10:00 to 12:00.
    const otherTitle = uniqueTitle('Python ');
    await plan(other, await courseOf(other, otherTitle), {
      startsAt: `${day}T10:00:00+03:00`,
      endsAt: `${day}T12:00:00+03:00`,
      room: lab,
    });

    await loginAs(teacher);
    await page.goto(`/teacher/courses/${courseId}`);
    const tabs = page.getByRole('navigation', { name: 'Kurs bölümleri' });
    await tabs.getByRole('link', { name: 'Laboratuvar' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/lab`);
    await expect(page.getByRole('heading', { name: 'Laboratuvar oturumları' })).toBeVisible();
    await expect(page.getByText('Bu kurs için planlanmış oturum yok.')).toBeVisible();

    // Validation at the field, nothing sent.
    let form = await fillSession(page, { date: day, start: '11:00', end: '10:00', room: lab, weeks: '3' });
    await form.getByRole('button', { name: 'Planla' }).click();
    await expect(form.getByText('Bitiş saati başlangıçtan sonra olmalı.')).toBeVisible();
    await expect(form.getByLabel('Bitiş')).toBeFocused();

    // The clash is refused at the start, naming the other course and its time.
    form = await fillSession(page, { date: day, start: '11:00', end: '13:00', room: lab, weeks: '3' });
    await form.getByRole('button', { name: 'Planla' }).click();
    await expect(form.getByText(`Bu derslik o saatte dolu: ${otherTitle}`)).toBeVisible();
    await expect(form.getByText(/10:00–12:00/)).toBeVisible();
    await expect(form.getByLabel('Başlangıç')).toHaveAttribute('aria-invalid', 'true');

    // After the other course: three weeks in one go.
    form = await fillSession(page, { date: day, start: '13:00', end: '15:30', room: lab, weeks: '3' });
    await expectToast(page, '3 oturum planlandı.', () => form.getByRole('button', { name: 'Planla' }).click());
    const list = page.getByRole('region', { name: 'Planlanmış oturumlar' });
    await expect(list.getByRole('row')).toHaveCount(4);
    await expect(list.getByText('Haftalık seri')).toHaveCount(3);
    await expect(list.getByText('1 / 21')).toHaveCount(3);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Cancelling one asks first and names it.
    await list
      .getByRole('button', { name: /^İptal et/ })
      .last()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Oturum iptal edilsin mi?' });
    await expect(dialog).toContainText(lab);
    await expectToast(page, 'Oturum iptal edildi.', () =>
      dialog.getByRole('button', { name: 'Oturumu iptal et' }).click(),
    );
    await expect(list.getByRole('row')).toHaveCount(3);

    // The student's week: the session, its room and time.
    await loginAs(student);
    await page.goto(`/timetable?week=${mondayOf(day)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ders Programı' })).toBeVisible();
    const card = cards(page).filter({ hasText: title }).filter({ hasText: lab });
    await expect(card).toContainText('13:00–15:30');
    await page.getByRole('button', { name: 'Sonraki hafta' }).click();
    await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sonraki hafta' }).click();
    await expect(page.getByText('Bu hafta planlanmış oturum yok.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ders Programı' }),
    ).toBeVisible();
  });

  test('a student sees this week on a phone, the session going on now with its check-in link @phone', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = uniqueTitle('IoT ');
    const courseId = await courseOf(teacher, title);
    await enrol(student, courseId);
    const lab = room();
    const now = Date.now();
    // Going on now and begun today in Istanbul (UTC+3 all year), where the timetable lists it: from 00:00 to 00:30 a
    // start half an hour ago would be yesterday's.
    const istanbulMidnight = Math.floor((now + 3 * 3_600_000) / 86_400_000) * 86_400_000 - 3 * 3_600_000;
    await plan(teacher, courseId, {
      startsAt: new Date(Math.max(now - 30 * 60_000, istanbulMidnight)).toISOString(),
      endsAt: new Date(now + 90 * 60_000).toISOString(),
      room: lab,
      repeatWeeks: 2,
    });

    await loginAs(student);
    await page.goto('/timetable');
    const today = page.locator('li[aria-current="date"]');
    await expect(today.getByText(title)).toBeVisible();
    await expect(today.getByText('Şimdi')).toBeVisible();
    await expect(today.getByRole('link', { name: 'Yoklamaya katıl' })).toHaveAttribute('href', '/check-in');
    // One column on a phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    await page.getByRole('button', { name: 'Sonraki hafta' }).click();
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Şimdi')).toHaveCount(0);
    await page.getByRole('button', { name: 'Bugün' }).click();
    await expect(page.getByText('Şimdi')).toBeVisible();
  });

  test('the timetable and its calendar address in English @en', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = uniqueTitle('Networks ');
    const courseId = await courseOf(teacher, title);
    await enrol(student, courseId);
    const day = dayFromToday(1);
    const lab = `Lab ${Math.random().toString(36).slice(2, 8)}`;
    await plan(teacher, courseId, { startsAt: `${day}T09:00:00+03:00`, endsAt: `${day}T12:00:00+03:00`, room: lab });

    await loginAs(student);
    await page.goto(`/timetable?week=${mondayOf(day)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(cards(page).filter({ hasText: title })).toContainText('09:00–12:00');

    const feed = page.getByRole('region', { name: 'Add to your calendar' });
    await expect(feed.getByText('You have no calendar address yet.')).toBeVisible();
    await expectToast(page, 'Calendar address made.', () =>
      feed.getByRole('button', { name: 'Make a calendar address' }).click(),
    );
    const address = feed.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
    const feedPath = new URL(await address.inputValue()).pathname;
    const ics = await page.request.get(feedPath);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`LOCATION:${lab}`);
    await expectNoTurkish(page, [title]);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    await feed.getByRole('button', { name: 'Revoke the address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the calendar address?' });
    await expectToast(page, 'Calendar address revoked.', () =>
      dialog.getByRole('button', { name: 'Revoke the address' }).click(),
    );
    await expect(feed.getByText('You have no calendar address yet.')).toBeVisible();
    expect((await page.request.get(feedPath)).status()).toBe(404);
  });
});
