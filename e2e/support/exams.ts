import { expect, type Page } from '@playwright/test';

/** The three questions of the test the course specs write and take (correct: 1-based option number). */
export const questions = [
  { text: 'MQTT hangi modeli kullanır?', options: ['İstek/yanıt', 'Yayınla/abone ol', 'Dosya paylaşımı', 'E-posta', 'Hiçbiri'], correct: 2 },
  { text: 'Raspberry Pi nedir?', options: ['Sensör', 'Yazıcı', 'Tek kartlı bilgisayar', 'Modem', 'Dil'], correct: 3 },
  { text: 'Güçlü parola hangisidir?', options: ['123456', 'parola', 'adım', 'K9!t-mavi-Deniz', 'qwerty'], correct: 4 },
];

/** The same test as the API takes it (`correctAnswer` 0-based). */
export const examBody = { questions: questions.map((q) => ({ text: q.text, options: q.options, correctAnswer: q.correct - 1 })) };

export const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Answers the exam: `choices` are 1-based option numbers, null skips the question. */
export async function takeExam(page: Page, choices: (number | null)[]) {
  for (const [i, choice] of choices.entries()) {
    await expect(page.getByText(`Soru ${i + 1} / ${choices.length}`)).toBeVisible();
    if (choice !== null) {
      const option = page.getByRole('button', { name: questions[i].options[choice - 1], exact: true });
      // A new choice replaces the old one.
      await page.getByRole('button', { name: questions[i].options[(choice % 5)], exact: true }).click();
      await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: i === choices.length - 1 ? 'Sona ermek' : 'Sonraki', exact: true }).click();
  }
}
