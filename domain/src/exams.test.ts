import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import {
  dropEmptyQuestions, gradeAnswers, parsePublicTest, parseTest, passThreshold, testResultLabel, testSchema, withoutAnswers,
  type Question,
} from './exams.ts';

const q = (correctAnswer: number, text = 'Soru'): Question => ({ text, options: ['a', 'b', 'c', 'd', 'e'], correctAnswer });

describe('passThreshold', () => {
  it.each([
    [2, 1], [3, 1], [4, 2], [5, 2], [7, 3], [10, 5],
  ])('is floor(count × 0.5) for %i questions → %i', (count, expected) => {
    expect(passThreshold(count)).toBe(expected);
  });

  it('asks for one right answer on a one-question test (floor would be 0)', () => {
    expect(passThreshold(1)).toBe(1);
  });

  it('is 0 for an empty test', () => {
    expect(passThreshold(0)).toBe(0);
  });
});

describe('gradeAnswers', () => {
  const three = [q(0), q(1), q(4)];

  it('gives one point per matching answer and passes at the mark', () => {
    expect(gradeAnswers(three, [0, 1, 4])).toEqual({ score: 3, total: 3, status: 'passed' });
    expect(gradeAnswers(three, [0, 0, 0])).toEqual({ score: 1, total: 3, status: 'passed' });
    expect(gradeAnswers(three, [1, 0, 0])).toEqual({ score: 0, total: 3, status: 'failed' });
  });

  it('counts skipped and missing answers as wrong', () => {
    expect(gradeAnswers(three, [null, null, 4])).toEqual({ score: 1, total: 3, status: 'passed' });
    expect(gradeAnswers(three, [])).toEqual({ score: 0, total: 3, status: 'failed' });
  });

  it('handles a one-question test', () => {
    expect(gradeAnswers([q(2)], [2])).toEqual({ score: 1, total: 1, status: 'passed' });
    expect(gradeAnswers([q(2)], [3])).toEqual({ score: 0, total: 1, status: 'failed' });
    expect(gradeAnswers([q(2)], [])).toEqual({ score: 0, total: 1, status: 'failed' });
  });

  it('handles odd counts: 2 of 5 passes, 1 of 5 fails', () => {
    const five = [q(0), q(0), q(0), q(0), q(0)];
    expect(gradeAnswers(five, [0, 0, 1, 1, 1]).status).toBe('passed');
    expect(gradeAnswers(five, [0, 1, 1, 1, 1]).status).toBe('failed');
  });

  it('never passes an empty test', () => {
    expect(gradeAnswers([], [])).toEqual({ score: 0, total: 0, status: 'failed' });
  });

  it('ignores extra answers beyond the questions', () => {
    expect(gradeAnswers([q(0)], [1, 0, 0]).score).toBe(0);
  });
});

describe('dropEmptyQuestions', () => {
  it('drops questions with empty text or only empty options, keeps the rest in order', () => {
    const kept = dropEmptyQuestions([
      { text: '  ', options: ['a', '', '', '', ''], correctAnswer: 0 },
      { text: 'Birinci', options: ['', '', '', '', ''], correctAnswer: 0 },
      { text: 'İkinci', options: ['', ' ', 'x', '', ''], correctAnswer: 2 },
      { text: 'Üçüncü', options: ['1', '2', '3', '4', '5'], correctAnswer: 4 },
    ]);
    expect(kept.map((k) => k.text)).toEqual(['İkinci', 'Üçüncü']);
  });

  it('treats malformed entries as empty', () => {
    expect(dropEmptyQuestions([null, 5, 'x', { text: 'a' }, { text: 'b', options: 'abc' }] as unknown[])).toEqual([]);
  });
});

describe('testSchema', () => {
  it('accepts 5 options and correctAnswer 0–4', () => {
    expect(testSchema.safeParse({ questions: [q(0), q(4)] }).success).toBe(true);
  });

  it.each([
    [{ text: 'x', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e', 'f'], correctAnswer: 0 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 5 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: -1 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 1.5 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'] }],
  ])('refuses %o', (question) => {
    expect(testSchema.safeParse({ questions: [question] }).success).toBe(false);
  });
});

describe('parseTest and withoutAnswers', () => {
  it('reads JSON text and treats garbage as an empty test', () => {
    expect(parseTest(JSON.stringify({ questions: [q(1)] })).questions).toHaveLength(1);
    expect(parseTest('{bozuk')).toEqual({ questions: [] });
    expect(parseTest({ questions: [{ text: 'x' }] })).toEqual({ questions: [] });
  });

  it('reads a public test without answers and strips any it carries', () => {
    const text = JSON.stringify(withoutAnswers({ questions: [q(1), q(2)] }));
    expect(parsePublicTest(text).questions).toHaveLength(2);
    expect(parsePublicTest({ questions: [q(4)] }).questions[0]).not.toHaveProperty('correctAnswer');
    expect(parsePublicTest('null')).toEqual({ questions: [] });
    expect(parsePublicTest(undefined)).toEqual({ questions: [] });
  });

  it('removes the correct answer', () => {
    const open = withoutAnswers({ questions: [q(3, 'Hangisi?')] });
    expect(open.questions[0]).toEqual({ text: 'Hangisi?', options: ['a', 'b', 'c', 'd', 'e'] });
    expect(JSON.stringify(open)).not.toContain('correctAnswer');
  });
});

describe('testResultLabel', () => {
  it('reads as SPEC.md writes it', () => {
    expect(translate(testResultLabel('passed', 3, 3), 'tr')).toBe('Başarılı 3/3');
    expect(translate(testResultLabel('failed', 1, 3), 'tr')).toBe('Başarısız 1/3');
    expect(translate(testResultLabel('fail', 0, 0), 'tr')).toBe('Başarısız 0/0');
    expect(translate(testResultLabel('passed', 3, 3), 'en')).toBe('Passed 3/3');
  });
});
