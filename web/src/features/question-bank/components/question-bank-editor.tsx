import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Copy, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { COURSE_MAX_QUESTIONS, type QuestionBank } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useQuestionBank } from '../api/question-bank.ts';
import { checkSettings, duplicate, letter, move, type EditorQuestion } from '../bank-state.ts';
import { useBankAutosave, type SaveStatus } from '../use-bank-autosave.ts';
import { ImportPanel } from './import-panel.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';

type Editing = { index: number } | { index: null } | null;
type Action = 'edit' | 'duplicate' | 'up' | 'down' | 'delete';

/**
 * The question-bank editor of a course (`/teacher/courses/{id}/exam`; admins at `/admin/courses/exam/{id}`): the bank
 * numbered with each question's correct option, add, edit, duplicate, reorder and delete, the exam settings beside it,
 * an import from the CSV/XLSX template and a preview as a student sees it. Changes are saved shortly after they are
 * made; leaving with a change not saved asks first.
 */
export function QuestionBankEditor({ courseId }: { courseId: string }) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const query = useQuestionBank(courseId);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="flex flex-col items-start gap-3">
        <EmptyState>{status === 404 ? t('notFound') : query.error.message || t('loadFailed')}</EmptyState>
        {status !== 404 && status !== 403 && (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }
  return <BankEditor key={courseId} courseId={courseId} bank={query.data} />;
}

function BankEditor({ courseId, bank }: { courseId: string; bank: QuestionBank }) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const canEdit = bank.canEdit;
  const { state, update, replace, flush, status, error, openAttempts } = useBankAutosave(courseId, bank, canEdit);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const questions = state.questions;
  const checked = checkSettings(state.settings, questions.length);
  const leaving = useUnsavedChanges({
    reload: status !== 'saved',
    // Pending and running saves finish on their own when the screen goes; these would not.
    navigation: status === 'invalid' || status === 'failed',
  });

  // After a move, a copy or a deletion the keyboard focus stays with the question (or goes to the next control).
  const listRef = useRef<HTMLOListElement>(null);
  const focusNext = useRef<{ id: string; action: Action } | 'add' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'add') return addRef.current?.focus();
    const button = (action: Action) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-question="${target.id}"][data-action="${action}"]`);
    const wanted = button(target.action);
    (wanted && !wanted.disabled ? wanted : button(target.action === 'up' ? 'down' : 'up'))?.focus();
  });

  const setQuestions = (change: (list: EditorQuestion[]) => EditorQuestion[]) =>
    update((s) => ({ ...s, questions: change(s.questions) }));
  const moveQuestion = (i: number, by: number) => {
    focusNext.current = { id: questions[i].id, action: by < 0 ? 'up' : 'down' };
    setQuestions((list) => move(list, i, i + by));
  };
  const duplicateQuestion = (i: number) => {
    const next = duplicate(questions, i);
    focusNext.current = { id: next[i + 1].id, action: 'edit' };
    setQuestions(() => next);
  };
  const deleteQuestion = (i: number) => {
    const after = questions[i + 1] ?? questions[i - 1];
    focusNext.current = after ? { id: after.id, action: 'edit' } : 'add';
    setQuestions((list) => list.filter((_, k) => k !== i));
    setDeleting(null);
  };
  const full = questions.length >= COURSE_MAX_QUESTIONS;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
      <section aria-labelledby="bank-heading" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="bank-heading" className="text-xl font-semibold">
            {t('listLabel')}{' '}
            <span className="font-normal text-slate-700">({t('count', { count: questions.length })})</span>
          </h2>
          {canEdit && (
            <Button ref={addRef} onClick={() => setEditing({ index: null })} disabled={full}>
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          )}
        </div>
        {canEdit ? (
          <SaveState status={status} error={error} onRetry={() => void flush()} />
        ) : (
          <p className="rounded-md bg-slate-100 p-3 text-slate-800">{t('notEditable')}</p>
        )}
        {full && <p className="text-sm text-slate-700">{t('cap', { max: COURSE_MAX_QUESTIONS })}</p>}
        {openAttempts > 0 && (
          <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
            {t('openAttempts', { count: openAttempts })}
          </p>
        )}
        {questions.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-3" aria-labelledby="bank-heading">
            {questions.map((q, i) => (
              <li
                key={q.id}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                aria-labelledby={`q-${q.id}`}
              >
                <div className="flex flex-col gap-1">
                  <h3 id={`q-${q.id}`} className="text-sm font-semibold text-brand-800">
                    {t('questionNumber', { number: i + 1 })}
                  </h3>
                  <p className="line-clamp-3 break-words whitespace-pre-line text-slate-900">{q.text}</p>
                  <p className="text-sm text-slate-700">
                    {t('optionCount', { count: q.options.length })} ·{' '}
                    <span className="font-medium text-green-800">
                      {t('correctIs', { letter: letter(q.correctAnswer), text: q.options[q.correctAnswer] })}
                    </span>
                  </p>
                </div>
                {canEdit && (
                  <div
                    className="mt-3 flex flex-wrap gap-2"
                    role="group"
                    aria-label={t('actionsOf', { number: i + 1 })}
                  >
                    <Button
                      size="sm"
                      variant="outline"
                      data-question={q.id}
                      data-action="edit"
                      onClick={() => setEditing({ index: i })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      data-question={q.id}
                      data-action="duplicate"
                      onClick={() => duplicateQuestion(i)}
                      disabled={full}
                    >
                      <Copy aria-hidden="true" />
                      {t('duplicate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      data-question={q.id}
                      data-action="up"
                      onClick={() => moveQuestion(i, -1)}
                      disabled={i === 0}
                    >
                      <ArrowUp aria-hidden="true" />
                      {t('moveUp')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      data-question={q.id}
                      data-action="down"
                      onClick={() => moveQuestion(i, 1)}
                      disabled={i === questions.length - 1}
                    >
                      <ArrowDown aria-hidden="true" />
                      {t('moveDown')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-red-800"
                      data-question={q.id}
                      data-action="delete"
                      onClick={() => setDeleting(i)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('delete')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <aside className="flex flex-col gap-6">
        <SettingsPanel
          value={state.settings}
          errors={checked.errors}
          bankSize={questions.length}
          settings={checked.settings}
          disabled={!canEdit}
          onChange={(settings) => update((s) => ({ ...s, settings }))}
        />
        <Button
          variant="secondary"
          onClick={() => setPreviewing(true)}
          disabled={questions.length === 0 || !checked.settings}
        >
          <Eye aria-hidden="true" />
          {t('preview.open')}
        </Button>
        {canEdit && (
          <ImportPanel
            courseId={courseId}
            full={full}
            beforeImport={flush}
            onImported={(imported) => {
              replace(imported);
            }}
          />
        )}
      </aside>

      <QuestionDialog
        open={editing !== null}
        number={editing?.index == null ? questions.length + 1 : editing.index + 1}
        question={editing?.index == null ? null : questions[editing.index]}
        onClose={() => setEditing(null)}
        onApply={(q) => {
          const index = editing?.index;
          if (index == null) {
            focusNext.current = { id: q.id, action: 'edit' };
            setQuestions((list) => [...list, q]);
          } else setQuestions((list) => list.map((old, k) => (k === index ? q : old)));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { number: (deleting ?? 0) + 1 })}
        description={t('deleteText')}
        confirmLabel={t('deleteConfirm')}
        onConfirm={() => deleting !== null && deleteQuestion(deleting)}
      />
      <ConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => !open && leaving.stay()}
        title={t('leaveTitle')}
        description={t('leaveWarning')}
        confirmLabel={t('leave')}
        onConfirm={leaving.leave}
      />
      {previewing && checked.settings && (
        <PreviewDialog questions={questions} settings={checked.settings} onClose={() => setPreviewing(false)} />
      )}
    </div>
  );
}

function SaveState({ status, error, onRetry }: { status: SaveStatus; error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const tone =
    status === 'saved'
      ? 'border-green-200 bg-green-50 text-green-900'
      : status === 'failed' || status === 'invalid'
        ? 'border-red-200 bg-red-50 text-red-900'
        : 'border-slate-200 bg-slate-50 text-slate-800';
  return (
    <div className={`flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm ${tone}`}>
      <p aria-live="polite">
        {status === 'failed' ? t('saveStatus.failed', { message: error ?? '' }) : t(`saveStatus.${status}`)}
      </p>
      {(status === 'failed' || status === 'pending') && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('saveNow')}
        </Button>
      )}
    </div>
  );
}
