import { useEffect, useState } from 'react';
import Confetti from 'react-confetti';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { CONFETTI_MS, CONFETTI_PIECES, type Grade, type PublicQuestion } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { cn } from '../../../lib/cn.ts';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useSubmitTest } from '../api/exams.ts';

/** Confetti for CONFETTI_MS, skipped for people who ask for less motion. */
function Celebration() {
  const [on, setOn] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!on) return null;
  return <Confetti numberOfPieces={CONFETTI_PIECES} recycle={false} width={window.innerWidth} height={window.innerHeight} style={{ position: 'fixed' }} />;
}

export function NoTest({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <p className="mb-4 text-lg text-slate-700">{t('noTest')}</p>
      <Button onClick={onBack}>{t('goBack')}</Button>
    </Page>
  );
}

/** Before the first question: a student who is not enrolled is sent to the enrol page instead of answering in vain. */
export function NotEnrolled({ courseId, title }: { courseId: string; title: string }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <div className="flex max-w-3xl flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6">
        <p className="text-lg text-slate-800">{t('notEnrolled', { title })}</p>
        <Button asChild size="lg">
          <Link to={`/courseEnroll/${courseId}`}>{t('enroll')}</Link>
        </Button>
      </div>
    </Page>
  );
}

function Result({ grade, onBack, onRetry }: { grade: Grade; onBack: () => void; onRetry: () => void }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const passed = grade.status === 'passed';
  return (
    <Page title={t('title')}>
      {passed && <Celebration />}
      <Card className="mx-auto max-w-xl text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          {passed ? <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" /> : <XCircle className="size-14 text-red-700" aria-hidden="true" />}
          <h2 className="text-2xl font-bold" role="status">{passed ? t('passed') : t('failed')}</h2>
          <p className="text-lg">{t('score', { score: grade.score, total: grade.total })}</p>
          {passed && (
            <p className="text-slate-700">
              {t('certificateReady')}{' '}
              <Link to="/StudentProfile#certificates" className="font-semibold text-brand-700 underline">{t('certificateLink')}</Link>
            </p>
          )}
          {passed ? <Button onClick={onBack}>{t('back')}</Button> : <Button onClick={onRetry}>{t('retry')}</Button>}
        </CardContent>
      </Card>
    </Page>
  );
}

/**
 * SPEC.md's quiz: one question at a time, a new choice replaces the old, a skipped question counts wrong.
 * Grading happens on the server; this screen only shows what it answers.
 */
export function TakeExam({ courseId, title, questions, onBack }: { courseId: string; title?: string; questions: PublicQuestion[]; onBack: () => void }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [grade, setGrade] = useState<Grade | null>(null);
  const submit = useSubmitTest();
  if (questions.length === 0) return <NoTest onBack={onBack} />;
  if (grade) {
    const retry = () => {
      setGrade(null);
      setIndex(0);
      setAnswers(questions.map(() => null));
    };
    return <Result grade={grade} onBack={onBack} onRetry={retry} />;
  }
  const last = index === questions.length - 1;
  const q = questions[index];
  const choose = (o: number) => setAnswers((list) => list.map((a, i) => (i === index ? o : a)));
  const next = () => {
    if (!last) return setIndex(index + 1);
    submit.mutate({ courseId, answers }, {
      onSuccess: setGrade,
      onError: (err) => {
        notify.error(err instanceof ApiError ? translateMessage(err.message) : t('failure', { ns: 'common' }));
      },
    });
  };
  return (
    <Page title={t('title')}>
      <p className="-mt-4 mb-6 text-slate-700">
        {title && <span className="font-medium">{title} · </span>}
        {t('questionCount', { count: questions.length })}
      </p>
      <Card className="max-w-3xl">
        <CardContent className="flex flex-col gap-5 p-6">
          <p className="text-sm font-semibold text-brand-700" aria-live="polite">{t('progress', { number: index + 1, total: questions.length })}</p>
          <h2 id="quiz-question" className="text-xl font-semibold whitespace-pre-line">{q.text}</h2>
          <div role="group" aria-labelledby="quiz-question" className="flex flex-col gap-2">
            {q.options.map((option, o) =>
              option.trim() === '' ? null : (
                <button
                  key={o}
                  type="button"
                  aria-pressed={answers[index] === o}
                  onClick={() => choose(o)}
                  className={cn(
                    'rounded-md border px-4 py-3 text-left text-base transition-colors',
                    answers[index] === o ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-100',
                  )}
                >
                  {option}
                </button>
              ),
            )}
          </div>
          <Button size="lg" className="self-end" onClick={next} disabled={submit.isPending}>
            {submit.isPending ? t('sending') : last ? t('finish') : t('next')}
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}
