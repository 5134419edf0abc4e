import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarX, Clock, Eye, MailWarning } from 'lucide-react';
import { isPastDeadline, type JobView } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { UnpublishedBadge } from './job-publication.tsx';

/**
 * What the company's account says about all of its ads; the routes compose it from the accounts feature (the
 * profile's `approval` and `emailVerified`). Undefined fields (still loading) say nothing rather than something wrong.
 */
export interface CompanyStanding {
  approval?: 'pending' | 'approved' | 'rejected';
  emailVerified?: boolean;
}

/** One state per ad, the one that keeps it from students first (decision 058). */
export type OwnJobState = 'unpublished' | 'rejected' | 'pending' | 'expired' | 'published';

export function ownJobState(
  job: Pick<JobView, 'deadline' | 'unpublishedAt'>,
  standing: CompanyStanding | undefined,
): OwnJobState {
  if (job.unpublishedAt) return 'unpublished';
  if (standing?.approval === 'rejected') return 'rejected';
  if (standing?.approval === 'pending') return 'pending';
  if (isPastDeadline(job.deadline)) return 'expired';
  return 'published';
}

/**
 * Whether the company's ads stay unpublished whatever they say (COMPANY_APPROVAL=required): the save toasts then do not
 * say the ad is live.
 */
export const isHeldBack = (standing: CompanyStanding | undefined) =>
  standing?.approval === 'pending' || standing?.approval === 'rejected';

const amber = 'border-amber-200 bg-amber-50 text-amber-900';

/**
 * A company's own ad as it is: 'Yayında', or why it is not ('Yayında değil' while the company awaits approval or was
 * refused, 'Yayından kaldırıldı' by an admin, 'Süresi doldu' after its deadline) with the action that fixes it; and,
 * while the e-mail is not verified, that the applicants stay hidden until it is.
 */
export function JobStateNotice({
  job,
  standing,
  reason,
  editable = true,
}: {
  job: Pick<JobView, 'id' | 'title' | 'deadline' | 'unpublishedAt'>;
  standing: CompanyStanding | undefined;
  /** The admin's reason for taking the ad down, when known. */
  reason?: string | null;
  /** False on the edit page itself, which needs no link to itself. */
  editable?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const { pathname } = useLocation();
  const state = ownJobState(job, standing);
  const editLink = (label: string) => (
    <Button asChild size="sm" variant="outline">
      <Link to={`/editjob/${job.id}`} state={{ from: pathname }} aria-label={`${job.title}: ${label}`}>
        {label}
      </Link>
    </Button>
  );
  const contactLink = (
    <Button asChild size="sm" variant="link" className="px-0">
      <Link to="/contactus">{tw('state.contact')}</Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {state === 'published' && (
        <StatusBadge>
          <span>{tw('state.published')}</span>
        </StatusBadge>
      )}
      {(state === 'pending' || state === 'rejected') && (
        <>
          <StatusBadge tone="neutral" className={amber}>
            <Clock className="size-4" aria-hidden="true" />
            {tw('state.notPublished')}
          </StatusBadge>
          <p className="text-sm text-amber-900">
            {tw(state === 'pending' ? 'state.pendingText' : 'state.rejectedText')}
          </p>
          {state === 'rejected' && <div>{contactLink}</div>}
        </>
      )}
      {state === 'unpublished' && (
        <>
          <UnpublishedBadge />
          <p className="text-sm text-red-800">{t('trust.unpublishedNotice')}</p>
          {reason && <p className="text-sm font-medium text-red-800">{t('trust.unpublishedReason', { reason })}</p>}
          <div>{contactLink}</div>
        </>
      )}
      {state === 'expired' && (
        <>
          <StatusBadge tone="neutral" className="border-red-200 bg-red-50 text-red-800">
            <CalendarX className="size-4" aria-hidden="true" />
            {tw('state.expired')}
          </StatusBadge>
          <p className="text-sm text-red-800">{tw('state.expiredText')}</p>
          {editable && <div>{editLink(tw('state.changeDeadline'))}</div>}
        </>
      )}
      {standing?.emailVerified === false && (
        <p className="flex items-start gap-1.5 text-sm text-amber-900">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {tw('state.unverifiedText')}
        </p>
      )}
    </div>
  );
}

/**
 * 'Bu ilan sizin' on the job page of its company: its state, 'Düzenle' and 'Başvuranlar'. Its own Suspense boundary:
 * while the workspace's texts load, the job page around it stays.
 */
export function OwnJobBar(props: {
  job: Pick<JobView, 'id' | 'title' | 'deadline' | 'unpublishedAt'>;
  standing: CompanyStanding | undefined;
}) {
  return (
    <Suspense fallback={null}>
      <OwnJobBarContent {...props} />
    </Suspense>
  );
}

function OwnJobBarContent({
  job,
  standing,
}: {
  job: Pick<JobView, 'id' | 'title' | 'deadline' | 'unpublishedAt'>;
  standing: CompanyStanding | undefined;
}) {
  const { t } = useTranslation('jobs');
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  return (
    <section
      aria-labelledby="own-job-heading"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="own-job-heading" className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Eye className="size-4" aria-hidden="true" />
        {tw('state.mineHeading')}
      </h2>
      <JobStateNotice job={job} standing={standing} />
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/hire/${job.id}`}>{t('company.applicantsLink')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/editjob/${job.id}`} state={{ from: `/jobinfopage/${job.id}` }}>
            {t('company.edit')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
