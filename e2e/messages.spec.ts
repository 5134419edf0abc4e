/**
 * SPEC.md §8 messages that only show when something goes wrong, each caused the way it happens for real:
 * a record deleted by its owner while someone else has it open, or the network dropping. Empty states
 * are seen by new accounts.
 */
import { apiAs, createUser, expect, test, type E2EUser } from './fixtures.ts';

async function postJob(company: E2EUser, title: string) {
  const api = await apiAs(company);
  const res = await api.post('/job/add', { data: { title, description: 'Silinecek ilan.' } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return { id, remove: async () => expect((await api.delete(`/job/delete/${id}`)).ok()).toBe(true), api };
}

async function postCourse(teacher: E2EUser, title: string) {
  const api = await apiAs(teacher);
  const res = await api.post('/course/add', {
    multipart: { title, category: 'Python', description: 'Silinecek kurs.', classes: JSON.stringify([{ title: 'Giriş', description: 'İlk ders' }]) },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return { id, remove: async () => expect((await api.delete(`/course/delete/${id}`)).ok()).toBe(true), api };
}

const shortTitle = () => `M${Math.random().toString(36).slice(2, 10)}`;

test.describe('messages of SPEC.md §8', () => {
  test('a new student sees the empty states of the profile @phone', async ({ page, loginAs }) => {
    await loginAs(await createUser('student'));
    await page.goto('/StudentProfile');
    await expect(page.getByText('Henüz kayıtlı kurs yok.')).toBeVisible();
    await expect(page.getByText('Henüz başvurduğunuz iş yok.')).toBeVisible();
  });

  test('a job with no applicants says so on the hire page', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const job = await postJob(company, shortTitle());
    await loginAs(company);
    await page.goto(`/hire/${job.id}`);
    await expect(page.getByText('Henüz başvuru yok.')).toBeVisible();
    await job.api.dispose();
  });

  test('applying to a job its company deleted meanwhile fails with the SPEC message', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const job = await postJob(company, shortTitle());
    await loginAs(await createUser('student'));
    await page.goto(`/jobinfopage/${job.id}`);
    await expect(page.getByRole('button', { name: 'Başvur' })).toBeVisible();
    await job.remove();
    await page.getByRole('button', { name: 'Başvur' }).click();
    await expect(page.getByText('İş başvurusu başarısız oldu. Lütfen tekrar deneyin.')).toBeVisible();
    await job.api.dispose();
  });

  test('hiring for a job deleted meanwhile fails with the SPEC message', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const student = await createUser('student', { name: 'Selin', surname: 'Ak' });
    const job = await postJob(company, shortTitle());
    const asStudent = await apiAs(student);
    expect((await asStudent.post(`/enrollment/enroll/${job.id}`)).ok()).toBe(true);
    await asStudent.dispose();
    await loginAs(company);
    await page.goto(`/hire/${job.id}`);
    const hire = page.getByRole('button', { name: 'Selin Ak: İşe al' });
    await expect(hire).toBeEnabled();
    await job.remove();
    await hire.click();
    await expect(page.getByText('Öğrenci işe alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.')).toBeVisible();
    await job.api.dispose();
  });

  test('enrolling in a course deleted meanwhile fails with the SPEC message', async ({ page, loginAs }) => {
    const course = await postCourse(await createUser('teacher'), `Kurs ${shortTitle()}`);
    await loginAs(await createUser('student'));
    await page.goto(`/courseEnroll/${course.id}`);
    await expect(page.getByRole('button', { name: 'Kayıt ol' })).toBeVisible();
    await course.remove();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page.getByText('Kursa kayıt başarısız oldu. Lütfen tekrar deneyin.')).toBeVisible();
    await course.api.dispose();
  });

  test('saving a course another tab deleted fails with the SPEC message', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = `Kurs ${shortTitle()}`;
    const course = await postCourse(teacher, title);
    await loginAs(teacher);
    await page.goto(`/editCourse/${course.id}`);
    await expect(page.getByLabel('Kurs başlığı')).toHaveValue(title);
    await course.remove();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Kurs güncellenirken bir hata oluştu')).toBeVisible();
    await course.api.dispose();
  });

  test.describe('with the connection dropped', () => {
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_RESET/] });

    test('a login whose request never reaches the server shows the exception message', async ({ page }) => {
      const student = await createUser('student');
      await page.goto('/login');
      await page.getByLabel('E-posta').fill(student.email);
      await page.getByLabel('Şifre').fill(student.password);
      // The connection drops on the way (the browser still thinks it is online, so the request is sent).
      await page.route('**/auth/login', (route) => route.abort('connectionreset'));
      await page.getByRole('button', { name: 'Giriş', exact: true }).click();
      await expect(page.getByText('Bir hata oluştu, tekrar deneyin..')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
