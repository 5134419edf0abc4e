import {
  addLabSession,
  apiAs,
  createUser,
  expect,
  expectToast,
  openSettled,
  test,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { addCourse, enrol } from './support/courses.ts';
import { examBody, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';
import { expectFocusSeen, focused, retype, tabTo, typeDate } from './support/keyboard.ts';

const MINUTE = 60_000;
/** Yesterday in Istanbul, `YYYY-MM-DD`: a session held then can still be marked (until 7 days after it ends). */
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - 86_400_000));

/** A teacher's course with the three-question exam, and these students enrolled (through the API). */
async function courseWith(teacher: E2EUser, title: string, students: E2EUser[]): Promise<string> {
  const id = await addCourse(teacher, { title, test: examBody });
  for (const s of students) await enrol(s, id);
  return id;
}

const session = (courseId: string, courseTitle: string, teacher: E2EUser, startMinutes: number, minutes = 120) => {
  const startsAt = new Date(Date.now() + startMinutes * MINUTE);
  return addLabSession({
    courseId,
    courseTitle,
    teacherId: teacher.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
  });
};

test.describe('attendance', () => {
  test('@phone the teacher marks 21 students on a phone: all present by default, one tap each change, one Kaydet', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher', { name: 'Derya', surname: 'Kaya' });
    const students = await Promise.all(
      Array.from({ length: 21 }, (_, i) => createUser('student', { name: `Öğrenci${i + 1}`, surname: 'Yıldız' })),
    );
    const title = uniqueTitle('Ağ Laboratuvarı ');
    const courseId = await courseWith(teacher, title, students);
    const sessionId = await session(courseId, title, teacher, -10);

    await loginAs(teacher);
    await openSettled(page, `/sessions/${sessionId}/attendance`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Yoklama: ${title}`);
    const counts = page.getByTestId('attendance-counts');
    await expect(counts).toHaveText('Katıldı 21 · Geç 0 · Gelmedi 0 · İzinli 0');
    // One tap: late; two more: absent … for two students.
    await page.getByRole('button', { name: /^Öğrenci3 Yıldız: Katıldı/ }).click();
    const fifth = page.getByRole('button', { name: /^Öğrenci5 Yıldız/ });
    await fifth.click();
    await fifth.click();
    await expect(fifth).toHaveAccessibleName(/Gelmedi/);
    await expect(counts).toHaveText('Katıldı 19 · Geç 1 · Gelmedi 1 · İzinli 0');
    expect(await wcagViolations(page)).toEqual([]);
    // Tabbing down the list, the bar fixed at the bottom never hides the student in focus.
    await tabTo(page, page.getByRole('main').getByRole('listitem').last().getByRole('button'));
    await expectFocusSeen(page);

    const save = page.getByRole('button', { name: 'Kaydet', exact: true });
    await expect(save).toBeInViewport();
    await expectToast(page, 'Yoklama kaydedildi (21 öğrenci).', () => save.click());
    // Read back from the server: the marks stayed.
    await page.reload();
    await expect(page.getByTestId('attendance-counts')).toHaveText('Katıldı 19 · Geç 1 · Gelmedi 1 · İzinli 0');
    await expect(page.getByRole('button', { name: /^Öğrenci3 Yıldız: Geç kaldı/ })).toBeVisible();
  });

  test("a student checks in with the lab screen's code; the certificate waits for attendance, then comes with the hours", async ({
    page,
    browser,
    loginAs,
    baseURL,
  }) => {
    const teacher = await createUser('teacher', { name: 'Derya', surname: 'Kaya' });
    const student = await createUser('student', { name: 'Zeynep', surname: 'Çelik' });
    const title = uniqueTitle('Siber Güvenlik ');
    const courseId = await courseWith(teacher, title, [student]);
    const held = await session(courseId, title, teacher, -26 * 60, 120);
    const now = await session(courseId, title, teacher, -5, 120);

    // The lab screen: the code in large digits and its QR code.
    await loginAs(teacher);
    await openSettled(page, `/sessions/${now}/check-in-code`);
    const code = (await page.getByTestId('check-in-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    await expect(page.getByRole('img', { name: 'Katılım sayfasının karekodu' })).toBeVisible();
    await expect(page.getByText('0 / 21 öğrenci katıldı')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    // The student, on their own phone, follows the QR code's address.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    await phone.addCookies([{ ...student.cookie, url: baseURL! }]);
    await phone.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
    const studentPage = await phone.newPage();
    await openSettled(studentPage, `/check-in?code=${code}`);
    const input = studentPage.getByLabel('Katılım kodu');
    await expect(input).toHaveValue(code);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await studentPage.getByRole('button', { name: 'Katıl', exact: true }).click();
    await expect(studentPage.getByText(`Katıldınız: ${title}.`)).toBeVisible();
    expect(await wcagViolations(studentPage)).toEqual([]);
    // The lab screen's count follows.
    await expect(page.getByText('1 / 21 öğrenci katıldı')).toBeVisible({ timeout: 35_000 });

    // The exam passed, the certificate waits: the held session has no mark yet (0 % of 80 %).
    const api = await apiAs(student);
    expect((await api.post(`/exam/${courseId}/attempts`)).status()).toBe(201);
    const graded = await api.post('/test/add', {
      data: { courseId, answers: examBody.questions.map((q) => q.correctAnswer) },
    });
    expect(((await graded.json()) as { passed: boolean }).passed).toBe(true);
    await openSettled(studentPage, '/StudentProfile');
    const certificates = studentPage.locator('section[aria-labelledby="certificates"]');
    await expect(certificates).toContainText(
      'Sınavı geçtiniz; sertifikanız devam şartını bekliyor (devam %0, gereken %80).',
    );
    await expect(studentPage.locator('section[aria-labelledby="my-attendance"]')).toContainText('0 / 2 saat');

    // The teacher marks the held session; the certificate is issued with its hours.
    const teacherApi = await apiAs(teacher);
    expect(
      (
        await teacherApi.put(`/sessions/${held}/attendance`, {
          data: { marks: [{ studentId: student.id, status: 'present' }] },
        })
      ).ok(),
    ).toBe(true);
    await expect
      .poll(async () => ((await (await api.get('/certificates')).json()) as unknown[]).length, { timeout: 20_000 })
      .toBe(1);
    await studentPage.reload();
    const card = certificates.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Laboratuvar derslerine katılım: 2 saat');
    await expect(certificates).not.toContainText('devam şartını bekliyor');
    await api.dispose();
    await teacherApi.dispose();
    await phone.close();
  });

  test('@en the check-in page and the roster in English', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher', { name: 'Derya', surname: 'Kaya' });
    const student = await createUser('student', { name: 'Zeynep', surname: 'Çelik' });
    const title = uniqueTitle('Networks ');
    const courseId = await courseWith(teacher, title, [student]);
    const sessionId = await session(courseId, title, teacher, -5);

    await loginAs(teacher);
    await openSettled(page, `/sessions/${sessionId}/attendance`);
    await expect(page.getByTestId('attendance-counts')).toHaveText('Present 1 · Late 0 · Absent 0 · Excused 0');
    await expectToast(page, 'Attendance saved: 1 marked.', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await expectNoTurkish(page.getByRole('main'), [title, 'Zeynep Çelik', 'BT Laboratuvarı']);

    await loginAs(student);
    await openSettled(page, '/check-in?code=000000');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    // Marked by the teacher already: whatever the code, the answer is in English and names no Turkish text.
    await expect(page.getByText(/did not match|already recorded/)).toBeVisible();
    await expectNoTurkish(page.getByRole('main'));
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('keyboard only: a teacher plans a lab session and marks it, the student reads it in Devam durumum', async ({
    page,
    loginAs,
  }) => {
    // keyboard.spec's rules (support/keyboard.ts): Tab, Shift+Tab, Enter, Space, arrows and typing; no click or fill.
    const teacher = await createUser('teacher', { name: 'Derya', surname: 'Kaya' });
    const students = await Promise.all(
      ['Ada', 'Baran', 'Cem'].map((name) => createUser('student', { name, surname: 'Klavye' })),
    );
    const title = uniqueTitle('Klavye Laboratuvarı ');
    const courseId = await courseWith(teacher, title, students);
    const lab = `Oda ${Math.random().toString(36).slice(2, 8)}`;

    await loginAs(teacher);
    await openSettled(page, `/teacher/courses/${courseId}`);
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Kurs bölümleri' }).getByRole('link', { name: 'Laboratuvar' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/lab`);

    // 09:00–12:00 are the form's defaults.
    const form = page.getByRole('region', { name: 'Oturum planla' });
    await typeDate(page, form.getByLabel('Tarih'), yesterday());
    await retype(page, form.getByLabel('Derslik'), lab);
    await tabTo(page, form.getByRole('button', { name: 'Planla' }));
    await expectToast(page, 'Oturum planlandı.', () => page.keyboard.press('Enter'));
    // The focus stays on the form's button: the next Tab goes on from there.
    await expect(form.getByRole('button', { name: 'Planla' })).toBeFocused();

    const list = page.getByRole('region', { name: 'Planlanmış oturumlar' });
    const row = list.getByRole('row').filter({ hasText: lab });
    await expect(row).toContainText('3 / 21');
    await tabTo(page, row.getByRole('link', { name: /^Yoklama al/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Yoklama: ${title}`);
    const counts = page.getByTestId('attendance-counts');
    await expect(counts).toHaveText('Katıldı 3 · Geç 0 · Gelmedi 0 · İzinli 0');

    // Baran: Space makes him late, Enter absent.
    const baran = page.getByRole('button', { name: /^Baran Klavye/ });
    await tabTo(page, baran);
    await expectFocusSeen(page);
    await page.keyboard.press('Space');
    await expect(baran).toHaveAccessibleName(/Geç kaldı/);
    await page.keyboard.press('Enter');
    await expect(baran).toHaveAccessibleName(/Gelmedi/);
    await expect(baran).toBeFocused();
    await expect(counts).toHaveText('Katıldı 2 · Geç 0 · Gelmedi 1 · İzinli 0');
    // Shift+Tab goes back to Ada, Tab on past Cem to 'Kaydet' in the bar fixed at the bottom, in sight all the way.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: /^Ada Klavye: Katıldı/ })).toBeFocused();
    const save = page.getByRole('button', { name: 'Kaydet', exact: true });
    await tabTo(page, save);
    await expectFocusSeen(page);
    await expectToast(page, 'Yoklama kaydedildi (3 öğrenci).', () => page.keyboard.press('Enter'));
    // Saving kept the focus where it was.
    await expect(save).toBeFocused();
    await expect(focused(page)).toHaveCount(1);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Baran reads it on his profile.
    await loginAs(students[1]);
    await openSettled(page, '/StudentProfile');
    const mine = page.getByRole('region', { name: 'Devam durumum' });
    const card = mine.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('0 / 3 saat');
    await expect(card).toContainText('Devam: %0 (gereken %80)');
    await expect(card).toContainText('Devam şartı henüz sağlanmadı');
  });
});
