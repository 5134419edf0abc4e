import type { Locator, Page } from '@playwright/test';
import { createUser, expect, expectToast, test, wcagViolations } from './fixtures.ts';
import { addCourse, enrol } from './support/courses.ts';
import { examBody, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/**
 * The learning path (decision 050): one 'Kursa kaydol' step from the course page that lands on the lessons, lessons
 * marked done, 'Devam et' to the next one when the student comes back, the exam offered at the end, the profile's
 * progress, and a visitor who logs in to enrol and comes back to the course.
 */

const lessons = ['Nesnelerin İnterneti nedir?', 'Sensör okuma', 'MQTT ile veri gönderme'];

/** A course with three lessons and the 3-question exam, added by a new teacher through the API: its id and title. */
async function courseWithLessons(prefix = 'Öğrenme yolu', titles = lessons) {
  const title = uniqueTitle(prefix);
  const id = await addCourse(await createUser('teacher'), {
    title,
    description: 'Sensörler ve MQTT ile ilk proje.',
    category: 'IoT',
    classes: titles.map((t) => ({ title: t, description: `${t} dersinin metni.`, videoLink: '' })),
    test: examBody,
  });
  return { id, title };
}

const lessonCard = (page: Page, title: string) => page.locator('main').getByRole('listitem').filter({ hasText: title });
const progressOf = (page: Page, title: string) =>
  page.getByRole('progressbar', { name: `${title} kursundaki ilerleme` });

/** Marks a lesson done with its button and waits for the toast. */
async function finish(page: Page, lesson: string) {
  await expectToast(page, `“${lesson}” tamamlandı.`, () =>
    page.getByRole('button', { name: `${lesson}: dersi tamamladım` }).click(),
  );
  await expect(lessonCard(page, lesson).getByText('Tamamlandı', { exact: true })).toBeVisible();
}

/** No part of the page is wider than the screen (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(target: Locator | Page) {
  const page = 'page' in target ? target.page() : target;
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('learning path', () => {
  test('a student enrols in one step, finishes two lessons, comes back to the third and is offered the exam', async ({
    page,
    context,
    loginAs,
  }) => {
    test.slow();
    const { id, title } = await courseWithLessons();
    const student = await createUser('student', { name: 'Ayşe', surname: 'Yılmaz' });
    await loginAs(student);

    await page.goto(`/courseInfoPage/${id}`);
    await expect(page.getByText('Kaydolun, dersleri sırayla izleyin')).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () =>
      page.getByRole('button', { name: 'Kursa kaydol' }).click(),
    );

    // Straight to the lessons: the first one is opened and has the focus.
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${id}#lesson-[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: `1. ${lessons[0]}` }).locator('[tabindex="-1"]')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'İlerlemeniz' })).toBeVisible();
    await expect(page.getByText('0 / 3 ders tamamlandı')).toBeVisible();
    await expect(progressOf(page, title)).toHaveAttribute('aria-valuenow', '0');
    // The exam is reachable before the lessons are done, as the course page always offered it (SPEC's 'Sınava Git').
    await expect(page.getByText('Sınava dersleri bitirmeden de girebilirsiniz')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sınava Git' })).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Two lessons finished: each one moves the student on to the next.
    await finish(page, lessons[0]);
    await expect(page.getByRole('heading', { name: `2. ${lessons[1]}` }).locator('[tabindex="-1"]')).toBeFocused();
    await finish(page, lessons[1]);
    await expect(page.getByText('2 / 3 ders tamamlandı')).toBeVisible();
    await expect(progressOf(page, title)).toHaveAttribute('aria-valuenow', '2');

    // A lesson ticked by mistake is taken back, then finished again.
    await expectToast(page, `“${lessons[1]}” tamamlanmadı olarak işaretlendi.`, () =>
      page.getByRole('button', { name: `${lessons[1]}: tamamlandı işaretini kaldır` }).click(),
    );
    await expect(page.getByText('1 / 3 ders tamamlandı')).toBeVisible();
    await expect(lessonCard(page, lessons[1]).getByText('Tamamlandı', { exact: true })).toHaveCount(0);
    await finish(page, lessons[1]);
    await expect(page.getByText('2 / 3 ders tamamlandı')).toBeVisible();

    // The next day: a new page of the course offers the third lesson.
    const later = await context.newPage();
    await later.goto(`/courseInfoPage/${id}`);
    await expect(later.getByText('2 / 3 ders tamamlandı')).toBeVisible();
    await expect(lessonCard(later, lessons[0]).getByText('Tamamlandı', { exact: true })).toBeVisible();
    await expect(lessonCard(later, lessons[2]).getByText('Tamamlandı', { exact: true })).toHaveCount(0);
    await later.getByRole('link', { name: `Devam et: ${lessons[2]}` }).click();
    await expect(later).toHaveURL(/#lesson-/);
    await expect(later.getByRole('heading', { name: `3. ${lessons[2]}` }).locator('[tabindex="-1"]')).toBeFocused();
    await later.close();

    // The profile shows the progress too, and its 'Devam et' opens the course at the third lesson.
    await page.goto('/StudentProfile');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('2 / 3 ders')).toBeVisible();
    await expect(progressOf(page, title)).toHaveAttribute('aria-valuenow', '2');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await card.getByRole('link', { name: `${title}: Devam et` }).click();
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${id}#lesson-`));
    await expect(page.getByRole('heading', { name: `3. ${lessons[2]}` }).locator('[tabindex="-1"]')).toBeFocused();

    // The last lesson: the path offers the exam, and it opens.
    await finish(page, lessons[2]);
    await expect(page.getByRole('heading', { name: 'İlerlemeniz' })).toBeFocused();
    await expect(page.getByText('Tüm dersleri tamamladınız. Sınava hazırsınız!')).toBeVisible();
    await expect(page.getByText('3 / 3 ders tamamlandı')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Devam et/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /dersi tamamladım$/ })).toHaveCount(0);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await page.getByRole('button', { name: 'Sınava Git' }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByText('Soru 1 / 3', { exact: true })).toBeVisible();

    // Back on the profile, the finished course leads to its exam.
    await page.goto('/StudentProfile');
    await expect(card.getByText('3 / 3 ders')).toBeVisible();
    await card.getByRole('link', { name: `${title}: Sınava Git` }).click();
    await expect(page).toHaveURL(`/exam/${id}`);
  });

  test('a visitor sees "Kaydolmak için giriş yapın", logs in and comes back to the course', async ({ page }) => {
    const { id } = await courseWithLessons('Ziyaretçi yolu');
    const student = await createUser('student');

    await page.goto(`/courseInfoPage/${id}`);
    await expect(page.getByRole('button', { name: 'Kursa kaydol' })).toHaveCount(0);
    const login = page.getByRole('link', { name: 'Kaydolmak için giriş yapın' });
    await expect(login).toHaveAccessibleDescription('Giriş yaptıktan sonra bu sayfaya geri dönersiniz.');
    await login.click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/courseInfoPage/${id}`)}`);
    await expect(page.getByText('Devam etmek için giriş yapın')).toBeVisible();
    await page.getByLabel('E-posta').fill(student.email);
    await page.getByLabel('Şifre').fill(student.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(`/courseInfoPage/${id}`);
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () =>
      page.getByRole('button', { name: 'Kursa kaydol' }).click(),
    );
    await expect(page.getByRole('heading', { name: 'İlerlemeniz' })).toBeVisible();
  });

  test('without JavaScript the course page reads whole and its login link carries the way back', async ({
    browser,
    baseURL,
  }) => {
    const { id, title } = await courseWithLessons('Betiksiz');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/courseInfoPage/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const lesson of lessons) await expect(page.getByText(`${lesson} dersinin metni.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kaydolmak için giriş yapın' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/courseInfoPage/${id}`)}`,
    );
    await context.close();
  });

  test('a login link cannot send anyone to another site', async ({ page }) => {
    const student = await createUser('student');
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('E-posta').fill(student.email);
    await page.getByLabel('Şifre').fill(student.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
  });

  test('keyboard only: enrol, finish a lesson and move on to the next', async ({ page, loginAs }) => {
    const { id } = await courseWithLessons('Klavye yolu');
    await loginAs(await createUser('student'));
    await page.goto(`/courseInfoPage/${id}`);
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 60; i++) {
        if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };
    await tabTo(page.getByRole('button', { name: 'Kursa kaydol' }));
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () => page.keyboard.press('Enter'));
    const first = page.getByRole('heading', { name: `1. ${lessons[0]}` }).locator('[tabindex="-1"]');
    await expect(first).toBeFocused();
    // From the opened lesson, the next Tab stops reach its button.
    await tabTo(page.getByRole('button', { name: `${lessons[0]}: dersi tamamladım` }));
    await expectToast(page, `“${lessons[0]}” tamamlandı.`, () => page.keyboard.press('Enter'));
    await expect(page.getByRole('heading', { name: `2. ${lessons[1]}` }).locator('[tabindex="-1"]')).toBeFocused();
    await expect(page.getByText('1 / 3 ders tamamlandı')).toBeVisible();
  });

  test('the learning path in English @en', async ({ page, loginAs }) => {
    const english = ['What is the Internet of Things?', 'Reading a sensor', 'Sending data with MQTT'];
    const { id, title } = await courseWithLessons('Path', english);
    await loginAs(await createUser('student'));
    await page.goto(`/courseInfoPage/${id}?lang=en`);
    const mine = [title, 'Sensörler ve MQTT ile ilk proje.', ...english.map((l) => `${l} dersinin metni.`), 'IoT'];
    await expect(page.getByRole('link', { name: 'Log in to enroll' })).toHaveCount(0);
    await expectToast(page, 'You have enrolled in the course!', () =>
      page.getByRole('button', { name: 'Enroll in the course' }).click(),
    );
    await expect(page.getByText('0 of 3 lessons done')).toBeVisible();
    await expectToast(page, `“${english[0]}” done.`, () =>
      page.getByRole('button', { name: `${english[0]}: I finished this lesson` }).click(),
    );
    await page.reload();
    await expect(page.getByText('1 of 3 lessons done')).toBeVisible();
    await expect(page.getByRole('link', { name: `Continue: ${english[1]}` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Progress in ${title}` })).toHaveAttribute('aria-valuenow', '1');
    await expectNoTurkish(page.locator('main'), mine);
    await page.goto('/StudentProfile?lang=en');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('1 of 3 lessons')).toBeVisible();
  });

  test('the learning path on a phone @phone', async ({ page, loginAs }) => {
    const { id, title } = await courseWithLessons('Telefon yolu', [
      'Nesnelerin İnterneti ve sanayideki kestirimci bakım uygulamaları',
      ...lessons.slice(1),
    ]);
    const student = await createUser('student');
    await enrol(student, id);
    await loginAs(student);
    await page.goto(`/courseInfoPage/${id}`);
    await expect(page.getByText('0 / 3 ders tamamlandı')).toBeVisible();
    const next = page.getByRole('link', {
      name: 'İlk derse başla: Nesnelerin İnterneti ve sanayideki kestirimci bakım uygulamaları',
    });
    await expect(next).toBeVisible();
    await expectNoSidewaysScroll(page);
    await finish(page, 'Nesnelerin İnterneti ve sanayideki kestirimci bakım uygulamaları');
    await expect(page.getByRole('link', { name: `Devam et: ${lessons[1]}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/StudentProfile');
    await expect(progressOf(page, title)).toHaveAttribute('aria-valuenow', '1');
    await expectNoSidewaysScroll(page);
  });
});
