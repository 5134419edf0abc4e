import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { dropEmptyQuestions, type DraftQuestion } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { QuestionEditor } from './question-editor.tsx';

/**
 * The test dialog: edits a copy; 'Kaydet' only closes it and keeps the questions for the course submit. Its buttons
 * stay in view at the bottom while the question scrolls (a phone's short screen included).
 */
export function TestDialog({
  questions,
  onSave,
}: {
  questions: DraftQuestion[];
  onSave: (next: DraftQuestion[]) => void;
}) {
  const { t } = useTranslation('courses');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftQuestion[]>(questions);
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(questions);
    setOpen(next);
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
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button onClick={save}>{t('test.save')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <span className="text-sm text-slate-700">
        {count === 0 ? t('form.noQuestions') : t('counts.questions', { count })}
      </span>
    </div>
  );
}
