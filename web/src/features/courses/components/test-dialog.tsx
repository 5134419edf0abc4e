import { useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { dropEmptyQuestions, type Question } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { courseFormTexts, testEditorTexts as t } from '../texts.ts';
import { QuestionEditor } from './question-editor.tsx';

/** The test dialog: edits a copy; 'Kaydet' only closes it and keeps the questions for the course submit. */
export function TestDialog({ questions, onSave }: { questions: Question[]; onSave: (next: Question[]) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Question[]>(questions);
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
            {courseFormTexts.editTest}
          </Button>
        </DialogTrigger>
        <DialogContent title={t.dialogTitle}>
          <QuestionEditor questions={draft} onChange={setDraft} />
          <div className="flex justify-end">
            <Button onClick={save}>{t.save}</Button>
          </div>
        </DialogContent>
      </Dialog>
      <span className="text-sm text-slate-700">{courseFormTexts.testSummary(count)}</span>
    </div>
  );
}
