import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import {
  dropBlankOptions,
  dropEmptyQuestions,
  gradeAnswers,
  itemHint,
  keepQuestionIds,
  parseTest,
  passThreshold,
  questionInputSchema,
  testResultLabel,
  type Question,
} from './exams.ts';

const q = (correctAnswer: number, text = 'Soru', id = 'q1'): Question => ({
  id,
  text,
  options: ['a', 'b', 'c', 'd', 'e'],
  correctAnswer,
});

describe('passThreshold', () => {
  it.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [7, 3],
    [10, 5],
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

describe('questionInputSchema', () => {
  it('accepts 2 to 5 options with the correct answer among them', () => {
    expect(questionInputSchema.safeParse({ text: 'x', options: ['a', 'b'], correctAnswer: 1 }).success).toBe(true);
    expect(questionInputSchema.safeParse(q(4)).success).toBe(false); // 'q1' is not a uuid
    expect(questionInputSchema.safeParse({ ...q(4), id: undefined }).success).toBe(true);
  });

  it.each([
    [{ text: 'x', options: ['a'], correctAnswer: 0 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e', 'f'], correctAnswer: 0 }],
    [{ text: 'x', options: ['a', 'b', 'c'], correctAnswer: 3 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: -1 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 1.5 }],
    [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'] }],
    [{ text: 'x', options: ['a', ' '], correctAnswer: 0 }],
  ])('refuses %o (no default answer)', (question) => {
    expect(questionInputSchema.safeParse(question).success).toBe(false);
  });
});

describe('dropBlankOptions', () => {
  it('drops blank slots and moves the correct answer with its option', () => {
    expect(dropBlankOptions({ options: ['', 'a', ' ', 'b', ''], correctAnswer: 3 })).toEqual({
      options: ['a', 'b'],
      correctAnswer: 1,
    });
  });

  it('leaves no correct answer when it pointed at a blank slot', () => {
    expect(dropBlankOptions({ options: ['a', '', 'b'], correctAnswer: 1 }).correctAnswer).toBeUndefined();
    expect(dropBlankOptions({ options: ['a', 'b'] }).correctAnswer).toBeUndefined();
  });
});

describe('keepQuestionIds', () => {
  const stored = [q(0, 'A', 'id-a'), q(0, 'B', 'id-b'), q(0, 'C', 'id-c')];
  let n = 0;
  const newId = () => `new-${(n += 1)}`;
  const input = (text: string, id?: string) => ({ id, text, options: ['a', 'b'], correctAnswer: 0 });

  it('matches by id when sent, else by position, else gives a new id, never one id twice', () => {
    const kept = keepQuestionIds([input('C', 'id-c'), input('A2'), input('X', 'id-a'), input('D')], stored, newId);
    // 'A2' sends no id and sits where B was; 'D' sits where no question was.
    expect(kept.map((k) => k.id)).toEqual(['id-c', 'id-b', 'id-a', 'new-1']);
    // A position whose id another question claims gives a new id.
    expect(keepQuestionIds([input('A?'), input('x', 'id-a')], stored, newId).map((k) => k.id)).toEqual([
      'new-2',
      'id-a',
    ]);
    expect(keepQuestionIds([input('A'), input('B')], stored, newId).map((k) => k.id)).toEqual(['id-a', 'id-b']);
    expect(keepQuestionIds([input('x', 'id-a'), input('y', 'id-a')], stored, newId).map((k) => k.id)).toEqual([
      'id-a',
      'new-3',
    ]);
  });
});

describe('passThreshold with a pass percent', () => {
  it('is max(1, floor(total × percent / 100))', () => {
    expect(passThreshold(10, 70)).toBe(7);
    expect(passThreshold(3, 70)).toBe(2);
    expect(passThreshold(1, 10)).toBe(1);
    expect(gradeAnswers([q(0), q(0), q(0)], [0, 1, 1], 70).status).toBe('failed');
    expect(gradeAnswers([q(0), q(0), q(0)], [0, 0, 1], 70).status).toBe('passed');
  });
});

describe('itemHint', () => {
  it('names the likely fault in plain terms', () => {
    expect(itemHint(3, 0.5, 0.4)).toBe('fewAttempts');
    expect(itemHint(40, 0.1, 0.2)).toBe('tooHard');
    expect(itemHint(40, 0.99, 0.1)).toBe('tooEasy');
    expect(itemHint(40, 0.5, -0.3)).toBe('negative');
    expect(itemHint(40, 0.6, 0.35)).toBeNull();
  });
});

describe('parseTest', () => {
  it('reads JSON text and treats garbage as an empty test', () => {
    expect(parseTest(JSON.stringify({ questions: [q(1)] })).questions).toHaveLength(1);
    expect(parseTest('{bozuk')).toEqual({ questions: [] });
    expect(parseTest({ questions: [{ text: 'x' }] })).toEqual({ questions: [] });
  });
});

describe('testResultLabel', () => {
  it('reads as docs/product.md writes it', () => {
    expect(translate(testResultLabel('passed', 3, 3), 'tr')).toBe('Başarılı 3/3');
    expect(translate(testResultLabel('failed', 1, 3), 'tr')).toBe('Başarısız 1/3');
    expect(translate(testResultLabel('fail', 0, 0), 'tr')).toBe('Başarısız 0/0');
    expect(translate(testResultLabel('passed', 3, 3), 'en')).toBe('Passed 3/3');
  });
});
