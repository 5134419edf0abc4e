import { describe, expect, it } from 'vitest';
import { translate, messageKey } from './i18n.ts';
import { checkImportRows, importColumnOf, importMessageKeys, questionBankInputSchema } from './question-bank.ts';

describe('checkImportRows', () => {
  it('drops blank options, lets the correct answer follow its option, takes letters and skips blank rows', () => {
    const { questions, errors } = checkImportRows(
      [
        { row: 2, cells: { question: ' Soru ', option1: 'a', option2: '', option3: 'c', correct: '3' } },
        { row: 3, cells: {} },
        { row: 4, cells: { question: 'İkinci', option1: 'x', option2: 'y', correct: 'b' } },
        { row: 5, cells: { question: 'Excel', option1: 'x', option2: 'y', correct: '2.0' } },
      ],
      'tr',
    );
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      { text: 'Soru', options: ['a', 'c'], correctAnswer: 1 },
      { text: 'İkinci', options: ['x', 'y'], correctAnswer: 1 },
      { text: 'Excel', options: ['x', 'y'], correctAnswer: 1 },
    ]);
  });

  it('gives every wrong row its number, column and message, and no question of it', () => {
    const { questions, errors } = checkImportRows(
      [
        { row: 2, cells: { question: '', option1: 'a', option2: 'b', correct: '1' } },
        { row: 3, cells: { question: 'S', option1: 'a', correct: '1' } },
        { row: 4, cells: { question: 'S', option1: 'a', option2: 'b', correct: '6' } },
        { row: 5, cells: { question: 'S', option1: 'a', option2: 'b', correct: 'C' } },
        { row: 6, cells: { question: 'S', option1: 'a'.repeat(1001), option2: 'b', correct: '1' } },
      ],
      'en',
    );
    expect(questions).toEqual([]);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'question'],
      [3, 'option2'],
      [4, 'correct'],
      [5, 'correct'],
      [6, 'option1'],
    ]);
    expect(translate(errors[3].message, 'en')).toBe(
      'Row 5, column “correct”: the correct answer is option 3, but that option is empty.',
    );
    expect(translate(errors[3].message, 'tr')).toBe(
      'Satır 5, “correct” sütunu: doğru cevap 3. seçenek, ama o seçenek boş.',
    );
  });
});

describe('import headings', () => {
  it('reads the headings of either language, in any case and spacing', () => {
    expect(importColumnOf('Seçenek 1')).toBe('option1');
    expect(importColumnOf('SECENEK5')).toBe('option5');
    expect(importColumnOf('DOĞRU')).toBe('correct');
    expect(importColumnOf('Question')).toBe('question');
    expect(importColumnOf('answer')).toBeUndefined();
  });
});

describe('importMessageKeys', () => {
  it('has a text in both languages with every value filled in', () => {
    const values = { row: 4, column: 'soru', count: 2, existing: 3, imported: 198, max: 200, number: 3 };
    for (const key of Object.values(importMessageKeys)) {
      for (const lang of ['tr', 'en'] as const) {
        const text = translate(messageKey(key, values), lang);
        expect(text, `${key} in ${lang}`).not.toContain(key);
        expect(text, `${key} in ${lang}`).not.toMatch(/\{\{/);
      }
    }
  });
});

describe('questionBankInputSchema', () => {
  const q = { text: 'S', options: ['a', 'b'], correctAnswer: 0 };
  const settings = { drawCount: 2, shuffle: true, timeLimitMinutes: null, passPercent: 50 };
  it('refuses a draw larger than the bank, on the draw count', () => {
    const parsed = questionBankInputSchema.safeParse({ questions: [q], settings });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['settings', 'drawCount']);
    expect(questionBankInputSchema.safeParse({ questions: [q, q], settings }).success).toBe(true);
  });
});
