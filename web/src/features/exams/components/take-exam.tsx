import { useCallback, useEffect, useRef, useState } from 'react';
import Confetti from 'react-confetti';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { CONFETTI_MS, CONFETTI_PIECES, type AttemptResult, type OpenAttempt } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { cn } from '../../../lib/cn.ts';
import { ApiError } from '../../../lib/api.ts';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { attemptKey, saveAnswer, useAttempt, useSubmitAttempt } from '../api/exams.ts';
import { ExamTimer } from './exam-timer.tsx';

/** Confetti for CONFETTI_MS, skipped for people who ask for less motion. */
function Celebration() {
  const [on, setOn] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!on) return null;
  return (
    <Confetti
      numberOfPieces={CONFETTI_PIECES}
      recycle={false}
      width={window.innerWidth}
      height={window.innerHeight}
      style={{ position: 'fixed' }}
    />
  );
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

/** The result: passed or not, the score and the pass mark, the attempts left today, and the way back to the lessons. */
function Result({
  courseId,
  result,
  onBack,
  onRetry,
}: {
  courseId: string;
  result: AttemptResult;
  onBack: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page title={t('title')}>
      {result.passed && <Celebration />}
      <Card className="mx-auto max-w-xl text-center">
        <CardContent className="flex flex-col items-center gap-4 p-6 sm:p-8">
          {result.passed ? (
            <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
          ) : (
            <XCircle className="size-14 text-red-700" aria-hidden="true" />
          )}
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none" role="status">
            {result.passed ? t('passed') : t('failed')}
          </h2>
          <p className="text-lg">{t('score', { score: result.score, total: result.total })}</p>
          <p className="text-slate-700">
            {t('passMark', { mark: result.passMark, total: result.total, percent: result.passPercent })}
          </p>
          {!result.passed && <p className="text-slate-700">{t('attemptsLeft', { count: result.attemptsLeftToday })}</p>}
          {result.passed && (
            <p className="text-slate-700">
              {t('certificateReady')}{' '}
              <Link to="/StudentProfile#certificates" className="font-semibold text-brand-700 underline">
                {t('certificateLink')}
              </Link>
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            {!result.passed && result.attemptsLeftToday > 0 && <Button onClick={onRetry}>{t('retry')}</Button>}
            <Button asChild variant={result.passed ? 'default' : 'outline'}>
              <Link to={`/coursedetail/${courseId}`}>{t('backToLessons')}</Link>
            </Button>
            {result.passed && (
              <Button variant="outline" onClick={onBack}>
                {t('back')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </Page>
  );
}

/** Today's attempts are used up: say so, and offer the lessons instead. */
function NoAttemptsLeft({ courseId, message }: { courseId: string; message: string }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <div className="flex max-w-3xl flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6">
        <p className="text-lg text-slate-800" role="alert">
          {message}
        </p>
        <Button asChild>
          <Link to={`/coursedetail/${courseId}`}>{t('backToLessons')}</Link>
        </Button>
      </div>
    </Page>
  );
}

/**
 * The exam (docs/product.md): the attempt the server drew, one question at a time, each answer saved as it is chosen, so a
 * reload or a lost connection resumes where the student was. Finishing with unanswered questions asks first; the
 * server grades and answers only the score, never which question was right.
 */
export function TakeExam({ courseId, title, onBack }: { courseId: string; title?: string; onBack: () => void }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const attempt = useAttempt(courseId);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<AttemptResult | null>(null);
  if (attempt.isPending) {
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  }
  if (attempt.isError) {
    const err = attempt.error;
    if (err instanceof ApiError && err.code === 'NO_TEST') return <NoTest onBack={onBack} />;
    if (err instanceof ApiError && err.status === 429)
      return <NoAttemptsLeft courseId={courseId} message={translateMessage(err.message)} />;
    return (
      <Page title={t('title')}>
        <p className="mb-4 text-lg text-slate-700" role="alert">
          {err instanceof ApiError ? translateMessage(err.message) : t('loadFailed')}
        </p>
        <Button onClick={() => void attempt.refetch()}>{t('retry')}</Button>
      </Page>
    );
  }
  if (result) {
    // The submitted attempt leaves the cache first: the skeleton shows until the new one is drawn, so no answer is
    // given on the old attempt's questions in between.
    const retry = () => {
      setResult(null);
      void queryClient.resetQueries({ queryKey: attemptKey(courseId), exact: true });
    };
    return <Result courseId={courseId} result={result} onBack={onBack} onRetry={retry} />;
  }
  return <Questions key={attempt.data.attemptId} attempt={attempt.data} title={title} onFinished={setResult} />;
}

function Questions({
  attempt,
  title,
  onFinished,
}: {
  attempt: OpenAttempt;
  title?: string;
  onFinished: (result: AttemptResult) => void;
}) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const { questions } = attempt;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.answers);
  const [confirming, setConfirming] = useState(false);
  // Answers the server has not confirmed yet: sent again before finishing.
  const unsaved = useRef(new Map<string, number>());
  // Saves go one after another: two quick choices on one question must reach the server in the order they were made,
  // or the first could overwrite the second.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const submit = useSubmitAttempt();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const send = useCallback(
    (questionId: string, option: number) => {
      saving.current = saving.current.then(() =>
        saveAnswer(attempt.attemptId, questionId, option).then(
          () => {
            if (unsaved.current.get(questionId) === option) unsaved.current.delete(questionId);
          },
          () => undefined,
        ),
      );
      return saving.current;
    },
    [attempt.attemptId],
  );
  const finish = useCallback(async () => {
    setConfirming(false);
    await saving.current;
    // What a lost connection kept from the server, once more.
    await Promise.all([...unsaved.current].map(([id, option]) => send(id, option)));
    submit.mutate(attempt.attemptId, {
      onSuccess: onFinished,
      onError: (err) => {
        notify.error(err instanceof ApiError ? translateMessage(err.message) : t('failure', { ns: 'common' }));
      },
    });
  }, [attempt.attemptId, onFinished, send, submit, t]);
  // Time is up: the server grades the attempt as it stands.
  const timeUp = useCallback(() => void finish(), [finish]);

  const q = questions[index];
  const last = index === questions.length - 1;
  const unanswered = questions.filter((x) => answers[x.id] === undefined).length;
  const choose = (o: number) => {
    setAnswers((list) => ({ ...list, [q.id]: o }));
    unsaved.current.set(q.id, o);
    void send(q.id, o);
  };
  const askToFinish = () => (unanswered > 0 ? setConfirming(true) : void finish());
  return (
    <Page title={t('title')}>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {title && <span className="font-medium">{title} · </span>}
          {t('questionCount', { count: questions.length })} ·{' '}
          {t('answeredCount', { count: questions.length - unanswered, total: questions.length })}
        </p>
        {attempt.endsAt && <ExamTimer endsAt={attempt.endsAt} onTimeUp={timeUp} />}
      </div>
      <Card className="max-w-3xl">
        <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
          <p className="text-sm font-semibold text-brand-700">
            {t('progress', { number: index + 1, total: questions.length })}
          </p>
          <h2
            id="quiz-question"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold break-words whitespace-pre-line outline-none"
          >
            <span className="sr-only">{t('progress', { number: index + 1, total: questions.length })}: </span>
            {q.text}
          </h2>
          <div role="group" aria-labelledby="quiz-question" className="flex flex-col gap-2">
            {q.options.map((option, o) => (
              <button
                key={o}
                type="button"
                aria-pressed={answers[q.id] === o}
                onClick={() => choose(o)}
                className={cn(
                  'rounded-md border px-4 py-3 text-left text-base break-words transition-colors',
                  answers[q.id] === o
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white hover:bg-slate-100',
                )}
              >
                {option}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              {t('previous')}
            </Button>
            <div className="flex flex-wrap gap-3">
              {!last && (
                <Button variant="outline" onClick={askToFinish} disabled={submit.isPending}>
                  {t('finishNow')}
                </Button>
              )}
              <Button size="lg" onClick={last ? askToFinish : () => setIndex(index + 1)} disabled={submit.isPending}>
                {submit.isPending ? t('sending') : last ? t('finish') : t('next')}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('unansweredTitle', { count: unanswered })}
        description={t('unansweredText')}
        confirmLabel={t('finishAnyway')}
        destructive={false}
        pending={submit.isPending}
        onConfirm={() => void finish()}
      />
    </Page>
  );
}
