import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiAs, createUser, expect, sampleFile, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';
import { addCourse, enrol } from './support/courses.ts';
import { uniqueTitle } from './support/exams.ts';

/** A course with one class and an empty bank, posted through the API; its id. */
const emptyCourse = (teacher: E2EUser, title: string) =>
  addCourse(teacher, {
    title,
    description: 'Ağ temelleri ve protokoller.',
    classes: [{ title: 'Giriş', description: 'İlk ders' }],
  });

/** `n` rows of the template: 'Banka sorusu k' with the first option right. */
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => `Banka sorusu ${i + 1},Doğru ${i + 1},Yanlış ${i + 1},Belki ${i + 1},,,A`);
const csvFile = (name: string, lines: string[]) =>
  sampleFile(path.join(os.tmpdir(), `beceri-qb-${process.pid}`), name, Buffer.from(lines.join('\n'), 'utf8'));
const HEADING = 'soru,seçenek1,seçenek2,seçenek3,seçenek4,seçenek5,doğru';

const bankList = (page: Page) => page.getByRole('list', { name: /^Sorular/ });
const item = (page: Page, n: number) => bankList(page).getByRole('listitem', { name: `Soru ${n}`, exact: true });
const saved = (page: Page) => expect(page.getByText('Tüm değişiklikler kaydedildi.')).toBeVisible();

/** Adds a question by hand in the dialog: the text, the options and the 1-based correct one. */
async function addQuestion(page: Page, text: string, options: string[], correct: number) {
  await page.getByRole('button', { name: 'Soru ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni soru' });
  await dialog.getByLabel('Soru metni').fill(text);
  for (const [i, option] of options.entries()) {
    await dialog.getByLabel(`${String.fromCharCode(65 + i)} seçeneği`, { exact: true }).fill(option);
  }
  await dialog
    .getByRole('radiogroup', { name: 'Doğru cevap' })
    .getByRole('radio', { name: String.fromCharCode(64 + correct), exact: true })
    .check();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toHaveCount(0);
}

async function importFile(page: Page, file: string) {
  await page.getByLabel('CSV ya da XLSX dosyası (en fazla 1 MB)').setInputFiles(file);
  await page.getByRole('button', { name: 'İçe aktar' }).click();
}

test.describe('question bank', () => {
  test('a teacher builds a 30-question bank, orders it, sets the draw and a time limit, previews it; a student takes it', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Ağ Temelleri');
    const courseId = await emptyCourse(teacher, title);
    await loginAs(teacher);
    // The old address of the test editor leads here.
    await page.goto(`/editExam?courseId=${courseId}`);
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/exam`);
    // The exam tab of the teacher's course page.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Kurs bölümleri' });
    await expect(tabs.getByRole('link', { name: 'Sınav' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'İçerik' })).toHaveAttribute('href', `/teacher/courses/${courseId}`);
    await expect(page.getByText('Bankada henüz soru yok.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV şablonu' })).toHaveAttribute(
      'href',
      '/question-bank/template.csv?lang=tr',
    );

    // A file with wrong rows adds nothing and names each row.
    await importFile(page, csvFile('hatali.csv', [HEADING, ...rows(25), ',a,b,,,,1', 'Tek,a,,,,,1']));
    const refused = page.getByRole('alert').filter({ hasText: 'Hatalı satırlar' });
    await expect(refused).toContainText('Dosyada 2 hata var; hiçbir soru eklenmedi.');
    await expect(refused).toContainText('Satır 27, “soru” sütunu: soru metni boş olamaz.');
    await expect(refused).toContainText('Satır 28, seçenek sütunları: en az 2 seçenek dolu olmalı.');
    await expect(page.getByText('Bankada henüz soru yok.')).toBeVisible();
    // The corrected file: 27 questions.
    await importFile(page, csvFile('sorular.csv', [HEADING, ...rows(27)]));
    await expect(page.getByText('27 soru eklendi.')).toBeVisible();
    await expect(bankList(page).getByRole('listitem')).toHaveCount(27);
    await expect(item(page, 1)).toContainText('Banka sorusu 1');
    await expect(item(page, 1)).toContainText('3 seçenek · Doğru: A) Doğru 1');

    // Three by hand; the correct answer must be chosen, and Esc does not drop what was typed.
    await page.getByRole('button', { name: 'Soru ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni soru' });
    await dialog.getByLabel('Soru metni').fill('OSI modelinde kaç katman vardır?');
    await dialog.getByLabel('A seçeneği', { exact: true }).fill('5');
    await dialog.getByLabel('B seçeneği', { exact: true }).fill('7');
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog.getByText('Dolu seçeneklerden birini doğru cevap olarak seçin.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Bu sorudaki değişiklikler kaydedilmedi.')).toBeVisible();
    await expect(dialog.getByLabel('Soru metni')).toHaveValue('OSI modelinde kaç katman vardır?');
    await dialog
      .getByRole('radiogroup', { name: 'Doğru cevap' })
      .getByRole('radio', { name: 'B', exact: true })
      .check();
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toHaveCount(0);
    await addQuestion(page, 'TCP hangi katmandadır?', ['Taşıma', 'Ağ', 'Uygulama'], 1);
    await addQuestion(page, 'DNS ne işe yarar?', ['Ad çözümleme', 'Şifreleme'], 1);
    await expect(bankList(page).getByRole('listitem')).toHaveCount(30);
    await expect(item(page, 28)).toContainText('Doğru: B) 7');
    await saved(page);

    // Reorder with the buttons: question 28 goes up one place.
    await item(page, 28).getByRole('button', { name: 'Yukarı taşı' }).click();
    await expect(item(page, 27)).toContainText('OSI modelinde');
    await expect(item(page, 28)).toContainText('Banka sorusu 27');
    // Duplicate the first, then delete the copy after confirming.
    await item(page, 1).getByRole('button', { name: 'Çoğalt' }).click();
    await expect(bankList(page).getByRole('listitem')).toHaveCount(31);
    await expect(item(page, 2)).toContainText('Banka sorusu 1');
    await item(page, 2).getByRole('button', { name: 'Sil' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Soru 2 silinsin mi?' });
    await confirm.getByRole('button', { name: 'Soruyu sil' }).click();
    await expect(bankList(page).getByRole('listitem')).toHaveCount(30);
    await expect(item(page, 2)).toContainText('Banka sorusu 2');
    // Edit one in place.
    await item(page, 30).getByRole('button', { name: 'Düzenle' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Soru 30' });
    await editDialog.getByLabel('Soru metni').fill('DNS hangi işi yapar?');
    await editDialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(item(page, 30)).toContainText('DNS hangi işi yapar?');

    // Settings: the draw may not exceed the bank.
    const draw = page.getByLabel('Denemedeki soru sayısı');
    await draw.fill('40');
    await expect(page.getByText('Bankada 30 soru var; denemede en fazla bu kadar soru çekilebilir.')).toBeVisible();
    await expect(page.getByText('Değişiklikler kaydedilmedi: ayarlardaki hatayı düzeltin.')).toBeVisible();
    // A link away asks first while the change cannot be saved.
    await page.getByRole('navigation', { name: 'Kurs bölümleri' }).getByRole('link', { name: 'İçerik' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler var' });
    await leave.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/exam`);
    // An import would drop the change that cannot be saved: it waits.
    await importFile(page, csvFile('bekle.csv', [HEADING, ...rows(1)]));
    await expect(page.getByText('Önce kaydedilmemiş değişiklikleri kaydedin')).toBeVisible();
    await expect(bankList(page).getByRole('listitem')).toHaveCount(30);
    await expect(draw).toHaveValue('40');
    await draw.fill('10');
    await page.getByLabel('Süre (dakika)').fill('20');
    await expect(page.getByText('Her denemede 10 soru, geçmek için en az 5 doğru.')).toBeVisible();
    await saved(page);
    expect(await wcagViolations(page)).toEqual([]);

    // The preview: a drawn, shuffled sample of 10, without correct marks.
    await page.getByRole('button', { name: 'Öğrenci gibi önizle' }).click();
    const preview = page.getByRole('dialog', { name: 'Önizleme: öğrencinin gördüğü gibi' });
    await expect(preview.getByTestId('preview-questions').getByRole('listitem')).toHaveCount(10);
    await expect(preview).toContainText('Süre: 20 dakika');
    await expect(preview).not.toContainText('Doğru:');
    expect(await wcagViolations(page, { include: '[role=dialog]' })).toEqual([]);
    await preview.getByRole('button', { name: 'Önizlemeyi kapat' }).click();

    // Reloaded, everything is there.
    await page.reload();
    await expect(bankList(page).getByRole('listitem')).toHaveCount(30);
    await expect(item(page, 27)).toContainText('OSI modelinde');
    await expect(item(page, 30)).toContainText('DNS hangi işi yapar?');
    await expect(page.getByLabel('Denemedeki soru sayısı')).toHaveValue('10');
    await expect(page.getByLabel('Süre (dakika)')).toHaveValue('20');

    // A student takes the exam drawn from it: 10 of the 30.
    const student = await createUser('student');
    await enrol(student, courseId);
    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    for (let step = 1; step <= 10; step++) {
      await expect(page.getByText(`Soru ${step} / 10`, { exact: true })).toBeVisible();
      await page.getByRole('group').getByRole('button').first().click();
      await page.getByRole('button', { name: step === 10 ? 'Sona ermek' : 'Sonraki', exact: true }).click();
    }
    await expect(page.getByText(/^Puanınız: \d+ \/ 10$/)).toBeVisible();
    // The bank never reached the student.
    const studentApi = await apiAs(student);
    expect((await studentApi.get(`/course/${courseId}/questions`)).status()).toBe(403);
    await studentApi.dispose();
  });

  test('another teacher cannot open the bank', async ({ page, loginAs }) => {
    const courseId = await emptyCourse(await createUser('teacher'), uniqueTitle('Başkasının kursu'));
    await loginAs(await createUser('teacher'));
    await page.goto(`/teacher/courses/${courseId}/exam`);
    await expect(page.getByText('Bu kurs düzenlenemez.')).toBeVisible();
    await expect(bankList(page)).toHaveCount(0);
  });

  test('a question added and the draw set on a phone stay after a reload @phone', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const courseId = await emptyCourse(teacher, uniqueTitle('Telefon bankası'));
    await loginAs(teacher);
    await page.goto(`/teacher/courses/${courseId}/exam`);
    await addQuestion(page, 'HTTP durumu 404 ne demektir?', ['Bulunamadı', 'Sunucu hatası'], 1);
    await addQuestion(page, 'HTTPS hangi portu kullanır?', ['80', '443'], 2);
    // Nothing of the dialog or the list is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await item(page, 2).getByRole('button', { name: 'Yukarı taşı' }).click();
    await page.getByLabel('Denemedeki soru sayısı').fill('1');
    await saved(page);
    expect(await wcagViolations(page)).toEqual([]);
    await page.reload();
    await expect(item(page, 1)).toContainText('HTTPS hangi portu');
    await expect(item(page, 1)).toContainText('Doğru: B) 443');
    await expect(page.getByLabel('Denemedeki soru sayısı')).toHaveValue('1');
  });

  test('the editor in English @en', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Network basics');
    const courseId = await emptyCourse(teacher, title);
    await loginAs(teacher);
    await page.goto(`/teacher/courses/${courseId}/exam?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exam' })).toHaveAttribute('aria-current', 'page');
    await importFile2(
      page,
      csvFile('en.csv', ['question,option1,option2,correct', 'Which port does SSH use?,22,25,A', ',x,y,1']),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Rows with errors' })).toContainText(
      'Row 3, column “question”: the question text cannot be empty.',
    );
    await importFile2(
      page,
      csvFile('en-ok.csv', ['question,option1,option2,correct', 'Which port does SSH use?,22,25,A']),
    );
    await expect(page.getByText('1 question added.')).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expectNoTurkish(page, [page.getByRole('heading', { level: 1 })]);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('built with the keyboard alone: a question added, moved and the settings saved', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const courseId = await emptyCourse(teacher, uniqueTitle('Klavye bankası'));
    await loginAs(teacher);
    await page.goto(`/teacher/courses/${courseId}/exam`);
    for (const [text, right] of [
      ['Birinci soru', 'Bir'],
      ['İkinci soru', 'İki'],
    ]) {
      await tabTo(page, page.getByRole('button', { name: 'Soru ekle' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Yeni soru' });
      await tabTo(page, dialog.getByLabel('Soru metni'));
      await page.keyboard.type(text);
      await tabTo(page, dialog.getByLabel('A seçeneği', { exact: true }));
      await page.keyboard.type(right);
      await tabTo(page, dialog.getByLabel('B seçeneği', { exact: true }));
      await page.keyboard.type('Yanlış');
      // The group of correct answers takes the focus on its first radio; Space chooses it.
      const correct = dialog.getByRole('radiogroup', { name: 'Doğru cevap' });
      await tabTo(page, correct.getByRole('radio', { name: 'A', exact: true }));
      await page.keyboard.press('Space');
      await expect(correct.getByRole('radio', { name: 'A', exact: true })).toBeChecked();
      await tabTo(page, dialog.getByRole('button', { name: 'Tamam' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
    }
    const up = item(page, 2).getByRole('button', { name: 'Yukarı taşı' });
    await tabTo(page, up, { back: true });
    await page.keyboard.press('Enter');
    await expect(item(page, 1)).toContainText('İkinci soru');
    // The focus stays with the moved question: now first, its 'Aşağı taşı' takes it.
    await expect(item(page, 1).getByRole('button', { name: 'Aşağı taşı' })).toBeFocused();
    await tabTo(page, page.getByLabel('Süre (dakika)'));
    await page.keyboard.type('15');
    await saved(page);
    await page.reload();
    await expect(item(page, 1)).toContainText('İkinci soru');
    await expect(page.getByLabel('Süre (dakika)')).toHaveValue('15');
  });
});

async function importFile2(page: Page, file: string) {
  await page.getByLabel('CSV or XLSX file (at most 1 MB)').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus (keyboard.spec.ts). */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
