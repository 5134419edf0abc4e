import { expect, type Page } from '@playwright/test';

/** The three questions of the test the course specs write and take (correct: 1-based option number). */
export const questions = [
  {
    text: 'MQTT hangi modeli kullanır?',
    options: ['İstek/yanıt', 'Yayınla/abone ol', 'Dosya paylaşımı', 'E-posta', 'Hiçbiri'],
    correct: 2,
  },
  { text: 'Raspberry Pi nedir?', options: ['Sensör', 'Yazıcı', 'Tek kartlı bilgisayar', 'Modem', 'Dil'], correct: 3 },
  { text: 'Güçlü parola hangisidir?', options: ['123456', 'parola', 'adım', 'K9!t-mavi-Deniz', 'qwerty'], correct: 4 },
];

/** The same test as the API takes it (`correctAnswer` 0-based). */
export const examBody = {
  questions: questions.map((q) => ({ text: q.text, options: q.options, correctAnswer: q.correct - 1 })),
};

export const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * Answers the exam: `choices[i]` is the 1-based option number for `questions[i]` (null skips it), whatever order the
 * attempt shows them in (shuffled by default, docs/product.md). Finishing with skipped questions confirms the warning.
 */
export async function takeExam(page: Page, choices: (number | null)[]) {
  for (let step = 0; step < choices.length; step++) {
    await expect(page.getByText(`Soru ${step + 1} / ${choices.length}`, { exact: true })).toBeVisible();
    const shown = (await page.locator('#quiz-question').textContent()) ?? '';
    const i = questions.findIndex((q) => shown.includes(q.text));
    expect(i).toBeGreaterThanOrEqual(0);
    const choice = choices[i];
    if (choice !== null) {
      const option = page.getByRole('button', { name: questions[i].options[choice - 1], exact: true });
      // A new choice replaces the old one.
      await page.getByRole('button', { name: questions[i].options[choice % 5], exact: true }).click();
      await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    const last = step === choices.length - 1;
    await page.getByRole('button', { name: last ? 'Sona ermek' : 'Sonraki', exact: true }).click();
  }
  if (choices.includes(null)) {
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('cevapsız');
    await warning.getByRole('button', { name: 'Yine de bitir' }).click();
  }
}
