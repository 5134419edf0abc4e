import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { QUESTION_MAX_OPTIONS, QUESTION_MIN_OPTIONS } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { letter, newQuestionId, type EditorQuestion } from '../bank-state.ts';

interface Draft {
  text: string;
  options: string[];
  correctAnswer: number | null;
}
type Errors = Partial<
  Record<'text' | 'options' | 'correct', 'editor.textRequired' | 'editor.optionsRequired' | 'editor.correctRequired'>
>;

const draftOf = (q: EditorQuestion | null): Draft =>
  q
    ? { text: q.text, options: [...q.options], correctAnswer: q.correctAnswer }
    : { text: '', options: ['', '', '', ''], correctAnswer: null };

/** Checks a draft: blank options are dropped and the correct answer follows its option (as the server does). */
function check(d: Draft): { errors: Errors; question?: Omit<EditorQuestion, 'id'> } {
  const errors: Errors = {};
  const text = d.text.trim();
  if (!text) errors.text = 'editor.textRequired';
  const kept: string[] = [];
  let correct: number | null = null;
  d.options.forEach((o, i) => {
    if (o.trim() === '') return;
    if (i === d.correctAnswer) correct = kept.length;
    kept.push(o.trim());
  });
  if (kept.length < QUESTION_MIN_OPTIONS) errors.options = 'editor.optionsRequired';
  else if (correct === null) errors.correct = 'editor.correctRequired';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, question: { text, options: kept, correctAnswer: correct! } };
}

/**
 * Adds or edits one question in a dialog that fits a 390 px phone: the text, 2–5 options and the correct one chosen
 * explicitly (no default). It closes only on purpose: Esc or a click outside does not drop what was typed.
 */
export function QuestionDialog({
  open,
  number,
  question,
  onClose,
  onApply,
}: {
  open: boolean;
  /** The question's number in the bank (the next one for a new question). */
  number: number;
  question: EditorQuestion | null;
  onClose: () => void;
  onApply: (q: EditorQuestion) => void;
}) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <QuestionForm
          key={question?.id ?? 'new'}
          title={question ? t('editor.editTitle', { number }) : t('editor.addTitle')}
          question={question}
          onClose={onClose}
          onApply={onApply}
        />
      )}
    </Dialog>
  );
}

function QuestionForm({
  title,
  question,
  onClose,
  onApply,
}: {
  title: string;
  question: EditorQuestion | null;
  onClose: () => void;
  onApply: (q: EditorQuestion) => void;
}) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const [errors, setErrors] = useState<Errors>({});
  const [warned, setWarned] = useState(false);
  const correctName = useId();
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(question));
  const keepOpen = (e: Event) => {
    if (changed) {
      e.preventDefault();
      setWarned(true);
    }
  };
  const setOption = (i: number, value: string) =>
    setDraft((d) => ({ ...d, options: d.options.map((o, k) => (k === i ? value : o)) }));
  const removeOption = (i: number) =>
    setDraft((d) => ({
      ...d,
      options: d.options.filter((_, k) => k !== i),
      correctAnswer:
        d.correctAnswer === null || d.correctAnswer === i
          ? null
          : d.correctAnswer > i
            ? d.correctAnswer - 1
            : d.correctAnswer,
    }));
  const apply = () => {
    const result = check(draft);
    setErrors(result.errors);
    if (!result.question) return;
    onApply({ id: question?.id ?? newQuestionId(), ...result.question });
  };
  return (
    <DialogContent
      title={title}
      className="max-h-[min(720px,92vh)] w-[min(680px,calc(100vw-1rem))] p-4 sm:p-6"
      onEscapeKeyDown={keepOpen}
      onPointerDownOutside={(e) => e.preventDefault()}
      onInteractOutside={(e) => e.preventDefault()}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <Field label={t('editor.text')} error={errors.text && t(errors.text)}>
          <Textarea
            value={draft.text}
            onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
            className="min-h-20"
          />
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('editor.options')}</legend>
          {draft.options.map((option, i) => (
            <div key={i} className="flex items-end gap-2">
              <Field label={t('editor.option', { letter: letter(i) })} className="min-w-0 flex-1">
                <Input value={option} onChange={(e) => setOption(i, e.target.value)} />
              </Field>
              {draft.options.length > QUESTION_MIN_OPTIONS && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => removeOption(i)}
                  aria-label={t('editor.removeOption', { letter: letter(i) })}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {errors.options && (
            <p className="text-sm text-red-700" role="alert">
              {t(errors.options)}
            </p>
          )}
          {draft.options.length < QUESTION_MAX_OPTIONS && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setDraft((d) => ({ ...d, options: [...d.options, ''] }))}
            >
              <Plus aria-hidden="true" />
              {t('editor.addOption')}
            </Button>
          )}
        </fieldset>
        <div
          role="radiogroup"
          aria-labelledby={`${correctName}-label`}
          aria-describedby={errors.correct ? `${correctName}-err` : undefined}
          className="flex flex-col gap-2"
        >
          <p id={`${correctName}-label`} className="font-medium">
            {t('editor.correct')}
          </p>
          <div className="flex flex-wrap gap-2">
            {draft.options.map((_, i) => (
              <label
                key={i}
                className="flex min-w-14 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-green-700 has-[:checked]:bg-green-50"
              >
                <input
                  type="radio"
                  name={correctName}
                  className="size-5"
                  checked={draft.correctAnswer === i}
                  onChange={() => setDraft((d) => ({ ...d, correctAnswer: i }))}
                />
                {letter(i)}
              </label>
            ))}
          </div>
          {errors.correct && (
            <p id={`${correctName}-err`} className="text-sm text-red-700" role="alert">
              {t(errors.correct)}
            </p>
          )}
        </div>
        {warned && changed && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">
            {t('editor.unsavedClose')}
          </p>
        )}
        <DialogFooter className="-bottom-4 -mx-4 -mb-4 px-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('editor.apply')}</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
