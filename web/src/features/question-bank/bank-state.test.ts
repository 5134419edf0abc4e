import { describe, expect, it } from 'vitest';
import { adoptIds, checkSettings, drawSample, duplicate, move, newQuestionId } from './bank-state.ts';

const q = (id: string, options = ['a', 'b', 'c']) => ({ id, text: `S ${id}`, options, correctAnswer: 0 });
const draft = { drawCount: '', shuffle: true, timeLimitMinutes: '', passPercent: '50', minAttendancePercent: '' };

describe('the question bank editor state', () => {
  it('checks the settings against the bank: empty is "all" and "no limit", the draw never above the bank', () => {
    expect(checkSettings(draft, 3)).toEqual({
      errors: {},
      settings: { drawCount: null, shuffle: true, timeLimitMinutes: null, passPercent: 50 },
    });
    expect(checkSettings({ ...draft, drawCount: '4' }, 3).errors).toEqual({ drawCount: 'settings.drawCountOver' });
    expect(checkSettings({ ...draft, drawCount: '2,5' }, 3).errors).toEqual({ drawCount: 'settings.drawCountBad' });
    expect(checkSettings({ ...draft, timeLimitMinutes: '601' }, 3).errors).toEqual({
      timeLimitMinutes: 'settings.timeLimitBad',
    });
    expect(checkSettings({ ...draft, passPercent: '' }, 3).settings).toBeNull();
    // The attendance threshold: empty keeps the course's default; 0–100 is sent (decision 055).
    expect(checkSettings({ ...draft, minAttendancePercent: '70' }, 3).settings).toMatchObject({
      minAttendancePercent: 70,
    });
    expect(checkSettings({ ...draft, minAttendancePercent: '101' }, 3).errors).toEqual({
      minAttendancePercent: 'settings.minAttendanceBad',
    });
  });

  it('moves, and duplicates with a new id right after the original', () => {
    const list = [q('1'), q('2'), q('3')];
    expect(move(list, 2, 1).map((x) => x.id)).toEqual(['1', '3', '2']);
    expect(move(list, 0, -1).map((x) => x.id)).toEqual(['1', '2', '3']);
    const copied = duplicate(list, 0);
    expect(copied.map((x) => x.text)).toEqual(['S 1', 'S 1', 'S 2', 'S 3']);
    expect(copied[1].id).not.toBe('1');
    expect(copied[1].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("adopts the server's ids by position in what was sent, also for questions changed meanwhile", () => {
    const fresh = newQuestionId();
    const sent = [{ id: 'old-1' }, { id: fresh }];
    const saved = [q('old-1'), q('server-2')];
    // While the save ran, the new question was edited and another added.
    const current = [q('old-1'), { ...q(fresh), text: 'edited' }, q('local-3')];
    expect(adoptIds(current, sent, saved).map((x) => [x.id, x.text])).toEqual([
      ['old-1', 'S old-1'],
      ['server-2', 'edited'],
      ['local-3', 'S local-3'],
    ]);
  });

  it('draws a sample as the server does: the draw count, the bank order without shuffle, no correct answer', () => {
    const bank = [q('1'), q('2'), q('3'), q('4')];
    let n = 0;
    const random = () => [0.9, 0.1, 0.5, 0.3, 0.7][n++ % 5];
    const ordered = drawSample(bank, { drawCount: 3, shuffle: false, timeLimitMinutes: null, passPercent: 50 }, random);
    expect(ordered).toHaveLength(3);
    expect(ordered.map((x) => Number(x.id))).toEqual([...ordered.map((x) => Number(x.id))].sort());
    expect(ordered[0].options).toEqual(['a', 'b', 'c']);
    expect(ordered[0]).not.toHaveProperty('correctAnswer');
    const all = drawSample(bank, { drawCount: null, shuffle: true, timeLimitMinutes: null, passPercent: 50 });
    expect(all.map((x) => x.id).sort()).toEqual(['1', '2', '3', '4']);
    expect(all.every((x) => [...x.options].sort().join() === 'a,b,c')).toBe(true);
  });
});
