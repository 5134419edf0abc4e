import { useCallback, useEffect, useRef, useState } from 'react';
import type { CourseDraftInput, DraftSaved } from '@beceri/domain';
import { useSaveDraft } from '../api/courses.ts';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The draft as sent, with the keys of the classes in the order sent (their ids come back in that order). */
export interface DraftSnapshot {
  draft: CourseDraftInput;
  classKeys: number[];
}

/** What decides whether a save is needed: the content, not the class ids a save hands back. */
const contentKey = (draft: CourseDraftInput) =>
  JSON.stringify({ ...draft, classes: (draft.classes ?? []).map(({ id: _id, ...c }) => c) });

/**
 * The studio's autosave (decision 051): the draft is saved AUTOSAVE_DELAY_MS after the author stops typing, one save at
 * a time; the first one starts the draft on the server (`POST /course/draft`), the next ones replace it (`PUT`).
 * `flush` saves what is not saved yet and answers the draft's id (before publishing).
 */
export function useDraftAutosave({
  enabled,
  draftId,
  snapshot,
  onSaved,
}: {
  enabled: boolean;
  draftId: string | null;
  snapshot: DraftSnapshot;
  onSaved: (saved: DraftSaved, sent: DraftSnapshot) => void;
}) {
  const save = useSaveDraft();
  const key = contentKey(snapshot.draft);
  // What the server has: the loaded draft, or the empty form before anything is typed.
  const [savedKey, setSavedKey] = useState(key);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const idRef = useRef(draftId);
  const savedKeyRef = useRef(key);
  const inFlight = useRef<Promise<string> | null>(null);
  const latest = useRef({ snapshot, key, onSaved });
  useEffect(() => {
    latest.current = { snapshot, key, onSaved };
  });

  const saveNow = useCallback((): Promise<string> => {
    const { snapshot: sent, key: sentKey } = latest.current;
    setStatus('saving');
    const run = save
      .mutateAsync({ id: idRef.current, draft: sent.draft })
      .then((saved) => {
        idRef.current = saved.id;
        savedKeyRef.current = sentKey;
        setSavedKey(sentKey);
        setFailedKey(null);
        setStatus('saved');
        latest.current.onSaved(saved, sent);
        return saved.id;
      })
      .catch((err: unknown) => {
        setFailedKey(sentKey);
        setStatus('error');
        throw err;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [save]);

  const pendingChange = key !== savedKey;
  useEffect(() => {
    // A save that failed is tried again once something changes (or on 'Yayınla').
    if (!enabled || !pendingChange || key === failedKey || inFlight.current) return;
    const timer = window.setTimeout(() => void saveNow().catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, pendingChange, key, failedKey, saveNow, status]);

  /** Saves what is not saved yet (after the save under way) and answers the draft's id. */
  const flush = async (): Promise<string> => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    if (idRef.current && latest.current.key === savedKeyRef.current) return idRef.current;
    return saveNow();
  };

  // What the status line says: a change typed since the last save is 'saving' until the save has answered.
  const shown: AutosaveStatus =
    status === 'error' && key === failedKey ? 'error' : pendingChange || status === 'saving' ? 'saving' : status;
  return { status: shown, unsaved: pendingChange || status === 'saving', flush };
}
