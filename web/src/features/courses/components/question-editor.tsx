import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { QUIZ_OPTION_COUNT, type DraftQuestion } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';

export const emptyQuestion = (): DraftQuestion => ({
  text: '',
  options: Array.from({ length: QUIZ_OPTION_COUNT }, () => ''),
  correctAnswer: null,
});

/** One question at a time with 'Önceki Soru' / 'Sonraki soru', add and remove (docs/product.md test dialog). */
export function QuestionEditor({
  questions,
  onChange,
}: {
  questions: DraftQuestion[];
  onChange: (next: DraftQuestion[]) => void;
}) {
  const { t } = useTranslation('courses');
  const list = questions.length > 0 ? questions : [emptyQuestion()];
  const [index, setIndex] = useState(0);
  const current = Math.min(index, list.length - 1);
  const q = list[current];
  // A pressed button that turns disabled (first or last question, the last one left) drops the keyboard focus
  // out of the dialog; after the render it goes to the control that still applies.
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const moveFocusTo = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    moveFocusTo.current?.current?.focus();
    moveFocusTo.current = null;
  });
  const update = (patch: Partial<DraftQuestion>) =>
    onChange(list.map((item, i) => (i === current ? { ...item, ...patch } : item)));
  const setOption = (o: number, value: string) =>
    update({ options: q.options.map((old, i) => (i === o ? value : old)) });
  const add = () => {
    onChange([...list, emptyQuestion()]);
    setIndex(list.length);
  };
  const remove = () => {
    onChange(list.filter((_, i) => i !== current));
    setIndex(Math.max(0, current - 1));
    if (list.length === 2) moveFocusTo.current = textRef;
  };
  const goTo = (next: number) => {
    setIndex(next);
    if (next === 0) moveFocusTo.current = nextRef;
    else if (next === list.length - 1) moveFocusTo.current = prevRef;
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold" aria-live="polite">
          {t('test.question', { number: current + 1, total: list.length })}
        </p>
        <Button variant="ghost" size="sm" onClick={remove} disabled={list.length <= 1}>
          <Trash2 aria-hidden="true" />
          {t('test.removeQuestion')}
        </Button>
      </div>
      <Field label={t('test.questionText')}>
        <Textarea
          ref={textRef}
          value={q.text}
          onChange={(e) => update({ text: e.target.value })}
          className="min-h-16"
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {q.options.map((option, o) => (
          <Field key={o} label={t('test.option', { number: o + 1 })}>
            <Input value={option} onChange={(e) => setOption(o, e.target.value)} />
          </Field>
        ))}
        <Field label={t('test.correctAnswer')}>
          <Select
            value={q.correctAnswer ?? ''}
            onChange={(e) => update({ correctAnswer: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('test.chooseCorrect')}</option>
            {q.options.map((_, o) => (
              <option key={o} value={o}>
                {o + 1}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p className="text-sm text-slate-600">{t('test.emptyNote')}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Button ref={prevRef} variant="outline" onClick={() => goTo(current - 1)} disabled={current === 0}>
            <ChevronLeft aria-hidden="true" />
            {t('test.previous')}
          </Button>
          <Button
            ref={nextRef}
            variant="outline"
            onClick={() => goTo(current + 1)}
            disabled={current >= list.length - 1}
          >
            {t('test.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          {t('test.addQuestion')}
        </Button>
      </div>
    </div>
  );
}
