import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  type ApplicantSort,
  type ApplicantView,
  type ApplicationStatus,
} from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MoreButton } from '../../../components/paged-card-grid.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { notify } from '../../../lib/toast.ts';
import { useApplicantCounts, useApplicants, useHire, useMoveApplication } from '../api/applications.ts';
import { useJob } from '../api/jobs.ts';
import { ApplicantList, applicantName, type MoveTarget } from './applicant-list.tsx';
import { HireForm } from './hire-form.tsx';
import { PANEL_ID, StatusTabs, tabId, type StatusFilter } from './status-tabs.tsx';

const isStatus = (s: string | null): s is ApplicationStatus => APPLICATION_STATUSES.includes(s as ApplicationStatus);
const isSort = (s: string | null): s is ApplicantSort => APPLICANT_SORTS.includes(s as ApplicantSort);

/**
 * The tab, the order and the requirements filter shown, kept in the address (`?status=Shortlisted&sort=newest&
 * meetsRequirements=1`) so that a reload or a shared link opens the same list; the defaults (every status, oldest
 * first, everyone) leave the address clean.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const rawSort = params.get('sort');
  const filter: StatusFilter = isStatus(raw) ? raw : 'all';
  const sort: ApplicantSort = isSort(rawSort) ? rawSort : 'oldest';
  const meetsRequirements = params.get('meetsRequirements') === '1';
  const set = (name: 'status' | 'sort' | 'meetsRequirements', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    filter,
    sort,
    setFilter: (f: StatusFilter) => set('status', f, 'all'),
    setSort: (s: ApplicantSort) => set('sort', s, 'oldest'),
    meetsRequirements,
    setMeetsRequirements: (on: boolean) => set('meetsRequirements', on ? '1' : '', ''),
  };
}

/** 'Yalnızca gereksinimleri karşılayanlar': the applicants who hold every required course's certificate. */
function MeetsRequirementsToggle({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  return (
    <label className="flex min-h-10 items-center gap-2 text-base">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {tm('meetsFilter')}
    </label>
  );
}

/** 'Sıralama': the oldest or the newest application first. */
function SortSelect({ value, onChange }: { value: ApplicantSort; onChange: (s: ApplicantSort) => void }) {
  const { t } = useTranslation('workspace', { useSuspense: true });
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-72">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('hire.sortLabel')}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(isSort(e.target.value) ? e.target.value : 'oldest')}>
        {APPLICANT_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`hire.sort.${s}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * /hire/{jobId}: the job, its applicants as cards with status tabs and an order, each move confirmed (hiring said to be
 * final); docs/product.md's id form folded away. A company that may not read applicants yet is told the true reason:
 * its e-mail is not verified (with `resend`, the way to verify it) or it awaits approval.
 */
export function HirePanel({ jobId, resend }: { jobId: string; resend?: ReactNode }) {
  const { t } = useTranslation('jobs');
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  const { filter, sort, setFilter, setSort, meetsRequirements, setMeetsRequirements } = useListParams();
  const job = useJob(jobId);
  const applicants = useApplicants(jobId, filter === 'all' ? undefined : filter, sort, meetsRequirements);
  const counts = useApplicantCounts(jobId);
  const hire = useHire(jobId);
  const move = useMoveApplication();
  const [pending, setPending] = useState<{ applicant: ApplicantView; to: MoveTarget }>();
  // A deleted job is gone, not someone else's: its applicants answer 404 too, so the job's own 404 decides.
  const gone = job.error instanceof ApiError && job.error.status === 404;
  const forbidden =
    applicants.error instanceof ApiError && (applicants.error.status === 403 || applicants.error.status === 404);
  const failed = job.isError || (applicants.isError && !forbidden);
  /** Why the server refuses the applicants (403): `EMAIL_NOT_VERIFIED`, `COMPANY_NOT_APPROVED` or another's ad. */
  const refusal = applicants.error instanceof ApiError ? applicants.error.code : undefined;

  /** The server's reason when it refuses a move (409) or an id that did not apply (404); a general message otherwise. */
  const failure = (err: unknown, general: string) =>
    err instanceof ApiError && (err.status === 409 || err.status === 404)
      ? `${general} ${translateMessage(err.message)}`
      : general;

  /** docs/product.md's hire by id; true when it worked (the id form then empties). */
  const onHire = (studentId: string) =>
    hire.mutateAsync(studentId).then(
      () => {
        notify.success(t('hire.success'));
        return true;
      },
      (err: unknown) => {
        notify.error(failure(err, t('hire.failed')));
        return false;
      },
    );

  const onConfirm = () => {
    if (!pending) return;
    const { applicant, to } = pending;
    move.mutate(
      { applicationId: applicant.applicationId, status: to },
      {
        onSuccess: () => notify.success(tw(`pipeline.done.${to}`, { name: applicantName(applicant) })),
        // Hiring keeps docs/product.md's failure message, whichever button started it.
        onError: (err) => notify.error(failure(err, to === 'Hired' ? t('hire.failed') : tw('pipeline.failed'))),
        onSettled: () => setPending(undefined),
      },
    );
  };

  if (job.isPending || applicants.isPending) return <PageSkeleton />;
  if (gone) return <EmptyState>{t('info.notFound')}</EmptyState>;
  if (forbidden && refusal === 'EMAIL_NOT_VERIFIED') {
    return (
      <section aria-labelledby="unverified" className="flex flex-col gap-3">
        <h2 id="unverified" className="text-xl font-semibold">
          {tw('hire.unverifiedTitle')}
        </h2>
        <p className="max-w-prose">{tw('hire.unverifiedText')}</p>
        {resend}
      </section>
    );
  }
  if (forbidden && refusal === 'COMPANY_NOT_APPROVED') {
    return <EmptyState>{tw('hire.notApproved')}</EmptyState>;
  }
  if (forbidden) return <EmptyState>{t('hire.forbidden')}</EmptyState>;
  if (failed || !job.data || !applicants.data) return <EmptyState>{t('hire.loadFailed')}</EmptyState>;
  const list = pagedItems(applicants.data);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-2xl font-bold break-words text-slate-900">{job.data.title}</h2>
        </CardHeader>
        <CardContent>
          <p className="max-w-prose whitespace-pre-line">{job.data.description}</p>
        </CardContent>
      </Card>
      <section aria-labelledby="applicants" className="flex flex-col gap-4">
        <h2 id="applicants" className="text-xl font-semibold">
          {t('hire.applicantsHeading')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <SortSelect value={sort} onChange={setSort} />
          {(job.data.requiredCourses?.length ?? 0) > 0 && (
            <MeetsRequirementsToggle checked={meetsRequirements} onChange={setMeetsRequirements} />
          )}
        </div>
        <StatusTabs value={filter} counts={counts.data} onChange={setFilter} />
        <div
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(filter)}
          aria-busy={applicants.isPlaceholderData}
          className="flex flex-col gap-4"
        >
          {list.length === 0 ? (
            <EmptyState>
              {meetsRequirements ? tm('meetsEmpty') : filter === 'all' ? t('hire.empty') : tw('pipeline.emptyStatus')}
            </EmptyState>
          ) : (
            <ApplicantList
              applicants={list}
              busy={move.isPending}
              onMove={(applicant, to) => setPending({ applicant, to })}
            />
          )}
          <MoreButton query={applicants} label={t('list.more')} className="" />
        </div>
      </section>
      <details className="group rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer rounded-lg px-5 py-3 font-medium text-slate-900 hover:bg-slate-50">
          {tw('pipeline.idFormToggle')}
        </summary>
        <div className="border-t border-slate-200 p-4">
          <HireForm pending={hire.isPending} onHire={onHire} />
        </div>
      </details>
      <ConfirmDialog
        open={Boolean(pending)}
        onOpenChange={(open) => {
          if (!open && !move.isPending) setPending(undefined);
        }}
        title={pending ? tw(`pipeline.confirm.${pending.to}`, { name: applicantName(pending.applicant) }) : ''}
        description={pending?.to === 'Hired' ? tw('hire.confirmHired') : tw('pipeline.confirmDetail')}
        confirmLabel={pending ? tw(`pipeline.actions.${pending.to}`) : ''}
        destructive={pending?.to === 'Rejected'}
        pending={move.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
