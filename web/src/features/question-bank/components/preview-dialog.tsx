import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Shuffle } from 'lucide-react';
import type { ExamSettings } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { drawSample, drawSummary, type EditorQuestion } from '../bank-state.ts';

/**
 * A sample attempt drawn from the bank as the server draws one (the draw count, the shuffle), shown as a student sees
 * it: no correct answers, nothing saved; the choices can be tried.
 */
export function PreviewDialog({
  questions,
  settings,
  onClose,
}: {
  questions: EditorQuestion[];
  settings: ExamSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const tExams = useTranslation('exams', { useSuspense: true }).t;
  const [sample, setSample] = useState(() => drawSample(questions, settings));
  const [round, setRound] = useState(0);
  const name = useId();
  const { drawn, mark } = drawSummary(questions.length, settings);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('preview.title')}
        description={t('preview.note')}
        className="max-h-[min(760px,92vh)] w-[min(760px,calc(100vw-1rem))] p-4 sm:p-6"
      >
        <p className="text-sm text-slate-700">
          {tExams('questionCount', { count: drawn })} ·{' '}
          {settings.timeLimitMinutes
            ? t('preview.timeLimit', { count: settings.timeLimitMinutes })
            : t('preview.noTimeLimit')}{' '}
          · {tExams('passMark', { mark, total: drawn, percent: settings.passPercent })}
        </p>
        <ol className="flex flex-col gap-4" data-testid="preview-questions">
          {sample.map((q, i) => (
            <li key={`${round}-${q.id}`} className="rounded-lg border border-slate-200 p-3">
              <fieldset>
                <legend className="mb-2 font-medium break-words">
                  <span className="block text-sm text-slate-700">
                    {tExams('progress', { number: i + 1, total: sample.length })}
                  </span>
                  {q.text}
                </legend>
                <div className="flex flex-col gap-1">
                  {q.options.map((o, k) => (
                    <label key={k} className="flex items-start gap-2 rounded-md p-1.5 hover:bg-slate-50">
                      <input type="radio" name={`${name}-${round}-${i}`} className="mt-1 size-4 shrink-0" />
                      <span className="break-words">{o}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              setSample(drawSample(questions, settings));
              setRound((r) => r + 1);
            }}
          >
            <Shuffle aria-hidden="true" />
            {t('preview.redraw')}
          </Button>
          <Button onClick={onClose}>{t('preview.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
