import {
  COURSE_MAX_QUESTIONS,
  EXAM_MAX_MINUTES,
  passThreshold,
  type ExamSettings,
  type Question,
  type QuestionBankInput,
} from '@beceri/domain';

/**
 * The editor's copy of a bank: every question valid (the question dialog checks it), each with an id — the server's
 * for stored questions, a fresh random one for new ones, which the server replaces with its own on saving (an id it
 * does not know is never kept, and never matched by position, so a new question cannot take a deleted one's id and
 * its statistics).
 */
export type EditorQuestion = Question;

/** The settings as typed: numbers as text, so a half-typed field is not lost. */
export interface SettingsDraft {
  drawCount: string;
  shuffle: boolean;
  timeLimitMinutes: string;
  passPercent: string;
  /** Empty: the default (80 with lab sessions, 0 without). */
  minAttendancePercent: string;
}
export interface EditorState {
  questions: EditorQuestion[];
  settings: SettingsDraft;
}

/** A random version 4 uuid (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newQuestionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const settingsDraft = (s: ExamSettings): SettingsDraft => ({
  drawCount: s.drawCount === null ? '' : String(s.drawCount),
  shuffle: s.shuffle,
  timeLimitMinutes: s.timeLimitMinutes === null ? '' : String(s.timeLimitMinutes),
  passPercent: String(s.passPercent),
  minAttendancePercent: s.minAttendancePercent === undefined ? '' : String(s.minAttendancePercent),
});

const whole = (text: string, min: number, max: number): number | null | undefined => {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
};

type SettingsMessage =
  | 'settings.drawCountBad'
  | 'settings.drawCountOver'
  | 'settings.timeLimitBad'
  | 'settings.passPercentBad'
  | 'settings.minAttendanceBad';
export type SettingsErrors = Partial<
  Record<'drawCount' | 'timeLimitMinutes' | 'passPercent' | 'minAttendancePercent', SettingsMessage>
>;

/** The settings checked against the bank (message keys of the `questionBank` namespace), or their values. */
export function checkSettings(
  draft: SettingsDraft,
  bankSize: number,
): { errors: SettingsErrors; settings: ExamSettings | null } {
  const errors: SettingsErrors = {};
  const drawCount = whole(draft.drawCount, 1, COURSE_MAX_QUESTIONS);
  if (drawCount === undefined) errors.drawCount = 'settings.drawCountBad';
  else if (drawCount !== null && drawCount > bankSize) errors.drawCount = 'settings.drawCountOver';
  const timeLimitMinutes = whole(draft.timeLimitMinutes, 1, EXAM_MAX_MINUTES);
  if (timeLimitMinutes === undefined) errors.timeLimitMinutes = 'settings.timeLimitBad';
  const passPercent = whole(draft.passPercent, 1, 100);
  if (passPercent === undefined || passPercent === null) errors.passPercent = 'settings.passPercentBad';
  const minAttendancePercent = whole(draft.minAttendancePercent ?? '', 0, 100);
  if (minAttendancePercent === undefined) errors.minAttendancePercent = 'settings.minAttendanceBad';
  if (Object.keys(errors).length > 0) return { errors, settings: null };
  return {
    errors,
    settings: {
      drawCount: drawCount ?? null,
      shuffle: draft.shuffle,
      timeLimitMinutes: timeLimitMinutes ?? null,
      passPercent: passPercent!,
      ...(minAttendancePercent === null ? {} : { minAttendancePercent }),
    },
  };
}

/** What a save sends, or null while the settings are wrong. */
export function bankInput(state: EditorState): QuestionBankInput | null {
  const { settings } = checkSettings(state.settings, state.questions.length);
  if (!settings) return null;
  return {
    questions: state.questions.map((q) => ({
      id: q.id,
      text: q.text,
      options: q.options,
      correctAnswer: q.correctAnswer,
    })),
    settings,
  };
}

/** A comparable form of what would be saved (ids included), for 'is anything unsaved'. */
export const fingerprint = (state: EditorState) => JSON.stringify([state.questions, state.settings]);

/**
 * After a save answered: the ids the server gave (by position in what was sent) replace the editor's own in the
 * current state, which may have changed while the save was under way.
 */
export function adoptIds(current: EditorQuestion[], sent: readonly { id?: string }[], saved: readonly Question[]) {
  const idOf = new Map<string, string>();
  sent.forEach((q, i) => {
    if (q.id && saved[i]) idOf.set(q.id, saved[i].id);
  });
  return current.map((q) => (idOf.has(q.id) ? { ...q, id: idOf.get(q.id)! } : q));
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A copy of question `i` right after it, with its own new id. */
export const duplicate = (list: readonly EditorQuestion[], i: number): EditorQuestion[] => [
  ...list.slice(0, i + 1),
  { ...list[i], options: [...list[i].options], id: newQuestionId() },
  ...list.slice(i + 1),
];

/** 'A'–'E' for option indexes 0–4. */
export const letter = (i: number) => String.fromCharCode(65 + i);

/** The Fisher–Yates order of n items. */
function permutation(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** One attempt drawn as the server draws it (exams/service.ts `draw`), without the correct answers. */
export function drawSample(
  bank: readonly EditorQuestion[],
  settings: ExamSettings,
  random: () => number = Math.random,
): { id: string; text: string; options: string[] }[] {
  const count = Math.min(settings.drawCount ?? bank.length, bank.length);
  const picked = permutation(bank.length, random).slice(0, count);
  if (!settings.shuffle) picked.sort((a, b) => a - b);
  return picked.map((i) => {
    const q = bank[i];
    const order = settings.shuffle ? permutation(q.options.length, random) : q.options.map((_, o) => o);
    return { id: q.id, text: q.text, options: order.map((o) => q.options[o]) };
  });
}

/** 'n questions per attempt, at least m right to pass'. */
export const drawSummary = (bankSize: number, settings: ExamSettings) => {
  const drawn = Math.min(settings.drawCount ?? bankSize, bankSize);
  return { drawn, mark: passThreshold(drawn, settings.passPercent) };
};
