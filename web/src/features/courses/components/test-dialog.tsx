import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { dropEmptyQuestions, type DraftQuestion } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { QuestionEditor } from './question-editor.tsx';

/**
 * The test dialog: edits a copy; 'Kaydet' only closes it and keeps the questions for the course submit. Its buttons
 * stay in view at the bottom while the question scrolls (a phone's short screen included). It closes only on purpose
 * (decision 051): with written questions not kept yet, Esc, a click outside, the close button and 'Vazgeç' ask first.
 */
export function TestDialog({
  questions,
  onSave,
}: {
  questions: DraftQuestion[];
  onSave: (next: DraftQuestion[]) => void;
}) {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftQuestion[]>(questions);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(questions);
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(questions);
    if (!next && changed) {
      setAskingToDiscard(true);
      return;
    }
    setOpen(next);
  };
  const discard = () => {
    setAskingToDiscard(false);
    setDraft(questions);
    setOpen(false);
  };
  const save = () => {
    onSave(draft);
    setOpen(false);
  };
  const count = dropEmptyQuestions(questions).length;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <ClipboardList aria-hidden="true" />
            {t('form.editTest')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('test.dialogTitle')}>
          <QuestionEditor questions={draft} onChange={setDraft} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button onClick={save}>{t('test.save')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={askingToDiscard}
        onOpenChange={setAskingToDiscard}
        title={ts('discard.discardTitle')}
        description={ts('discard.discardDetail')}
        confirmLabel={ts('discard.discard')}
        cancelLabel={ts('discard.keepEditing')}
        onConfirm={discard}
      />
      <span className="text-sm text-slate-700">
        {count === 0 ? t('form.noQuestions') : t('counts.questions', { count })}
      </span>
    </div>
  );
}
