import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellRing, Trash2 } from 'lucide-react';
import { JOB_ALERTS_MAX } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { alertPhrases, alertSummary, searchPath, useDeleteJobAlert, useJobAlerts } from '../api/job-alerts.ts';

/** The profile's saved job searches (decision 064): each with its filters, a link to its jobs and a delete button. */
export function JobAlertsSection() {
  return (
    <Suspense fallback={null}>
      <JobAlertsSectionContent />
    </Suspense>
  );
}

function JobAlertsSectionContent() {
  const { t } = useTranslation('matching', { keyPrefix: 'alerts', useSuspense: true });
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const headingId = useId();
  const list = alerts.data ?? [];
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notify.success(t('deleted')),
      onError: () => notify.error(t('failed')),
    });
  return (
    <section
      id="job-alerts"
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <BellRing className="size-5 text-brand-700" aria-hidden="true" />
        {t('sectionTitle')}
      </h2>
      <p className="mb-2 max-w-3xl text-slate-700">{t('sectionExplain')}</p>
      {alerts.isError ? (
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
      ) : alerts.isPending ? (
        <p className="text-slate-600">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-slate-800">
          {t('none')}{' '}
          <Link to="/jobs" className="font-medium text-brand-700 underline underline-offset-2">
            {t('toJobs')}
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{t('count', { n: list.length, max: JOB_ALERTS_MAX })}</p>
          <ul className="flex flex-col gap-3">
            {list.map((a) => {
              const summary = alertSummary(t, a);
              return (
                <li
                  key={a.id}
                  className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{alertPhrases(t, a).join(' · ')}</p>
                    <p className="text-sm text-slate-600">{t('savedOn', { date: formatDate(a.createdAt) })}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="outline" size="sm" asChild>
                      <Link to={searchPath(a)} aria-label={t('openLabel', { summary })}>
                        {t('open')}
                      </Link>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onDelete(a.id)}
                      disabled={remove.isPending}
                      aria-label={t('deleteLabel', { summary })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('delete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
