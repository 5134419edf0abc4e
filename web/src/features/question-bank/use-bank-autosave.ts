import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestionBank } from '@beceri/domain';
import { ApiError } from '../../lib/api.ts';
import { saveQuestionBank } from './api/question-bank.ts';
import { adoptIds, bankInput, fingerprint, settingsDraft, type EditorState } from './bank-state.ts';

/** How long the editor waits after the last change before it saves. */
export const AUTOSAVE_DELAY_MS = 700;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'invalid' | 'failed';

export const editorStateOf = (bank: QuestionBank): EditorState => ({
  questions: bank.questions,
  settings: settingsDraft(bank.settings),
});

/**
 * The editor's state, saved to the server shortly after each change (one save at a time, the newest state each
 * time), with the ids the server gives adopted as they come. `replace` takes a bank the server answered with (an
 * import) as the saved state.
 */
export function useBankAutosave(courseId: string, initial: QuestionBank, enabled: boolean) {
  const [state, setState] = useState<EditorState>(() => editorStateOf(initial));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openAttempts, setOpenAttempts] = useState(initial.openAttempts);
  const saved = useRef(fingerprint(editorStateOf(initial)));
  // The stored bank's version this editor builds on: a save from a stale one is refused (409), not silently merged.
  const version = useRef(initial.version);
  const latest = useRef(state);
  latest.current = state;
  const inFlight = useRef<Promise<void> | null>(null);

  const dirty = fingerprint(state) !== saved.current;
  const valid = bankInput(state) !== null;

  /** Saves what is unsaved; answers whether everything is saved now (false: wrong settings or a failed save). */
  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const sent = latest.current;
    const input = bankInput(sent);
    if (fingerprint(sent) === saved.current) return true;
    if (!input) return false;
    setSaving(true);
    const run = (async () => {
      try {
        const bank = await saveQuestionBank(courseId, { ...input, version: version.current });
        version.current = bank.version;
        setError(null);
        setOpenAttempts(bank.openAttempts);
        const unchanged = fingerprint(latest.current) === fingerprint(sent);
        const next: EditorState = unchanged
          ? { questions: bank.questions, settings: latest.current.settings }
          : { ...latest.current, questions: adoptIds(latest.current.questions, input.questions, bank.questions) };
        saved.current = fingerprint(
          unchanged
            ? next
            : { questions: adoptIds(sent.questions, input.questions, bank.questions), settings: sent.settings },
        );
        latest.current = next;
        setState(next);
      } catch (err) {
        setError(err instanceof ApiError ? err.message : String(err));
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    return fingerprint(latest.current) === saved.current;
  }, [courseId]);

  // A change is saved once the author pauses; a failed save waits for the next change or 'Şimdi kaydet'.
  useEffect(() => {
    if (!enabled || !dirty || !valid || error) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, enabled, dirty, valid, error, flush]);

  // Leaving the page in the app: what is pending is sent at once (the request outlives the screen).
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  const update = useCallback((change: (s: EditorState) => EditorState) => {
    setError(null);
    setState((s) => change(s));
  }, []);
  const replace = useCallback((bank: QuestionBank) => {
    const next = editorStateOf(bank);
    saved.current = fingerprint(next);
    latest.current = next;
    version.current = bank.version;
    setOpenAttempts(bank.openAttempts);
    setError(null);
    setState(next);
  }, []);

  const status: SaveStatus = !dirty ? 'saved' : !valid ? 'invalid' : error ? 'failed' : saving ? 'saving' : 'pending';
  return { state, update, replace, flush, status, error, openAttempts };
}
