import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusChangeView, StudentApplicationView } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useStudentApplications } from '../api/applications.ts';
import { useWithdrawApplication } from '../api/student-applications.ts';
import { useStatusLabel } from '../status-label.ts';

/** 'Başvuruyu geri çek' for an application still in review, confirmed in a dialog naming the job. */
function WithdrawButton({ application }: { application: StudentApplicationView }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const onConfirm = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('applying.withdrawn'));
      },
      onError: (err) => {
        setOpen(false);
        if (isSessionLost(err)) return;
        // 409: the company moved it on meanwhile; the server says so in the reader's language.
        notify.error(
          err instanceof ApiError && err.status === 409 ? translateMessage(err.message) : t('applying.withdrawFailed'),
        );
      },
    });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`${application.job.title}: ${t('applying.withdraw')}`}
      >
        {t('applying.withdraw')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('applying.confirmWithdraw', { title: application.job.title })}
        description={t('applying.confirmWithdrawDetail')}
        confirmLabel={t('applying.withdraw')}
        onConfirm={onConfirm}
        pending={withdraw.isPending}
      />
    </>
  );
}

/**
 * The steps to show: the stored history (decision 060), or, should it be missing, what the application itself says
 * (its day and its latest change).
 */
function stepsOf(application: StudentApplicationView): StatusChangeView[] {
  if (application.history.length > 0) return application.history;
  const applied: StatusChangeView = { from: null, to: 'In Review', changedAt: application.appliedAt };
  return application.status === 'In Review'
    ? [applied]
    : [applied, { from: null, to: application.status, changedAt: application.updatedAt }];
}

/**
 * One application: company, title, one status (its badge), and its history at a glance: the day of the application,
 * then each change with its day ('Başvurdunuz · 12 Kas 2026', 'Kısa listede · 14 Kas 2026'), or that the company has
 * not reviewed it yet; withdrawing while it is still in review, or why it no longer can be (decisions 058, 060).
 */
function ApplicationCard({ application }: { application: StudentApplicationView }) {
  const { t } = useTranslation('workspace', { useSuspense: true });
  const statusLabel = useStatusLabel();
  const { status } = application;
  const inReview = status === 'In Review';
  const steps = stepsOf(application);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="text-sm font-medium text-brand-700">{application.job.companyName}</p>
        <CardTitle>{application.job.title}</CardTitle>
        <StatusBadge tone={status === 'Hired' ? 'done' : 'neutral'}>{statusLabel(status)}</StatusBadge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="line-clamp-3 whitespace-pre-line">{application.job.description}</p>
        <ol
          aria-label={t('applications.historyLabel')}
          className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm"
        >
          {steps.map((step, i) => (
            <li key={`${i}-${step.changedAt}`} className="text-slate-700">
              <span className="font-medium text-slate-900">
                {i === 0 && step.from === null ? t('applications.applied') : statusLabel(step.to)}
              </span>
              {' · '}
              <time dateTime={step.changedAt}>{formatShortDate(step.changedAt)}</time>
            </li>
          ))}
          {inReview && steps.length === 1 && <li className="text-slate-700">{t('applications.waiting')}</li>}
        </ol>
      </CardContent>
      <CardFooter className="flex-col items-start gap-2">
        <p className="text-sm text-slate-600">
          {inReview ? t('applications.withdrawHint') : t('applications.notWithdrawable')}
        </p>
        {inReview && <WithdrawButton application={application} />}
      </CardFooter>
    </Card>
  );
}

/** 'Başvurulan işler' on the student's profile. */
export function StudentApplications() {
  const { t } = useTranslation('jobs');
  const query = useStudentApplications();
  return (
    <section aria-labelledby="student-applications" className="flex flex-col gap-4">
      <h2 id="student-applications" className="text-xl font-semibold">
        {t('student.heading')}
      </h2>
      {query.isPending ? (
        <CardGridSkeleton count={3} />
      ) : (
        // The cards' texts are a lazy namespace: only this list waits for them, never the profile around it.
        <Suspense fallback={<CardGridSkeleton count={3} />}>
          <PagedCardGrid
            query={query}
            texts={{ loadFailed: t('student.loadFailed'), empty: t('student.empty'), more: t('list.more') }}
            moreClassName=""
          >
            {(a) => <ApplicationCard application={a} />}
          </PagedCardGrid>
        </Suspense>
      )}
    </section>
  );
}
