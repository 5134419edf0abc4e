import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, StudentApplicationView } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { fetchApplicationStatus, useStudentApplications } from '../api/applications.ts';
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
 * One application: title, description, its status and the date of its last change at a glance, a 'Durum' button that
 * asks the server again (docs/product.md), and withdrawing while it is still in review.
 */
function ApplicationCard({ application }: { application: StudentApplicationView }) {
  const { t } = useTranslation('jobs');
  const statusLabel = useStatusLabel();
  // The code, not its label: a language switch relabels it.
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const onStatus = async () => {
    setBusy(true);
    try {
      const res = await fetchApplicationStatus(application.job.id);
      setStatus(res.status);
    } catch {
      notify.error(t('student.statusFailed'));
    } finally {
      setBusy(false);
    }
  };
  const current = status ?? application.status;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="text-sm font-medium text-brand-700">{application.job.companyName}</p>
        <CardTitle>{application.job.title}</CardTitle>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <StatusBadge tone={current === 'Hired' ? 'done' : 'neutral'}>{statusLabel(current)}</StatusBadge>
          <span>{t('applying.lastChange', { date: formatDate(application.updatedAt) })}</span>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{application.job.description}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('applying.appliedOn', { date: formatDate(application.appliedAt) })}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button
          size="sm"
          variant="secondary"
          onClick={onStatus}
          disabled={busy}
          aria-label={`${application.job.title}: ${t('student.status')}`}
        >
          {t('student.status')}
        </Button>
        {current === 'In Review' && <WithdrawButton application={application} />}
        <p aria-live="polite" className="font-medium text-slate-800">
          {status && t('student.statusLine', { label: statusLabel(status) })}
        </p>
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
        <PagedCardGrid
          query={query}
          texts={{ loadFailed: t('student.loadFailed'), empty: t('student.empty'), more: t('list.more') }}
          moreClassName=""
        >
          {(a) => <ApplicationCard application={a} />}
        </PagedCardGrid>
      )}
    </section>
  );
}
