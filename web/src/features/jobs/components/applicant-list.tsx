import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Award, Star, UserCheck, UserX } from 'lucide-react';
import { APPLICATION_MOVES, labelKey, type ApplicantView, type ApplicationStatus } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatShortDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { useStatusLabel } from '../status-label.ts';
import { ApplicantResume } from './applicant-resume.tsx';

/** A status a company can move an application to. */
export type MoveTarget = Exclude<ApplicationStatus, 'In Review'>;

const badgeStyles: Record<ApplicationStatus, string> = {
  'In Review': 'bg-slate-100 text-slate-800 border-slate-300',
  Shortlisted: 'bg-amber-50 text-amber-900 border-amber-300',
  Rejected: 'bg-red-50 text-red-800 border-red-200',
  Hired: 'bg-green-50 text-green-800 border-green-300',
};
const moveIcons = { Shortlisted: Star, Rejected: UserX, Hired: UserCheck } as const;
const moveVariants = { Shortlisted: 'secondary', Rejected: 'outline', Hired: 'default' } as const;

export const applicantName = (a: Pick<ApplicantView, 'name' | 'surname'>) => `${a.name} ${a.surname}`.trim();

/**
 * The way the application came to its status, when it took more than one change ('Kısa listede 14 Kas 2026 ·
 * Reddedildi 15 Kas 2026 · Kısa listede 16 Kas 2026'); one change is 'Son değişiklik' already (decision 060).
 */
function StatusPath({ history }: { history: ApplicantView['history'] }) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const statusLabel = useStatusLabel();
  const changes = history.slice(1);
  if (changes.length < 2) return null;
  return (
    <p className="text-sm text-slate-700">
      {tw('pipeline.statusPath')}{' '}
      {changes.map((step, i) => (
        <span key={`${i}-${step.changedAt}`}>
          {i > 0 && ' · '}
          {statusLabel(step.to)} <time dateTime={step.changedAt}>{formatShortDate(step.changedAt)}</time>
        </span>
      ))}
    </p>
  );
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('jobs');
  const statusLabel = useStatusLabel();
  return (
    <p
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-medium',
        badgeStyles[status],
      )}
    >
      <span className="sr-only">{t('hire.status')}: </span>
      <span>{statusLabel(status)}</span>
    </p>
  );
}

/** The platform's own proof: the courses the applicant passed, with the best passing score. */
function PassedCourses({ applicant }: { applicant: ApplicantView }) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const headingId = `passed-${applicant.applicationId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {tw('pipeline.passedCourses')}
      </h4>
      {applicant.passedCourses.length === 0 ? (
        <p className="text-sm text-slate-700">{tw('pipeline.noPassedCourses')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {applicant.passedCourses.map((c) => (
            <li
              key={c.courseId}
              className="inline-flex items-center gap-1.5 rounded-md border border-green-200 bg-green-50 px-2 py-1 text-sm text-green-900"
            >
              <Award className="size-4 shrink-0" aria-hidden="true" />
              <span>{c.title}</span>
              <span className="font-semibold">{tw('pipeline.score', { score: c.score, total: c.total })}</span>
              {c.certificateCode && (
                <Link to={`/dogrula/${encodeURIComponent(c.certificateCode)}`} className="underline">
                  {tw('pipeline.certificate')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How the applicant's certificates meet the job's required courses; nothing for a job that requires none. */
function RequirementsMet({ applicant }: { applicant: ApplicantView }) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  const { match } = applicant;
  if (match.required === 0) return null;
  const meets = match.met === match.required;
  return (
    <p className={cn('text-sm', meets ? 'font-medium text-green-800' : 'text-slate-800')}>
      {tm('applicantMatch', { met: match.met, required: match.required })}
      {' — '}
      {meets ? tm('applicantMeets') : tm('applicantMissing', { titles: match.missing.map((c) => c.title).join(', ') })}
    </p>
  );
}

/** E-mail and phone once the application is shortlisted or hired (docs/product.md); before that, why not. */
function Contact({ applicant }: { applicant: ApplicantView }) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  if (!applicant.email) return <p className="text-sm text-slate-700">{tw('pipeline.contactHidden')}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium text-slate-900">{tw('pipeline.email')}</dt>
      <dd className="min-w-0 break-all">
        <a href={`mailto:${applicant.email}`} className="text-brand-700 underline">
          {applicant.email}
        </a>
      </dd>
      <dt className="font-medium text-slate-900">{tw('pipeline.phone')}</dt>
      <dd>
        {applicant.phone ? (
          <a href={`tel:${applicant.phone}`} className="text-brand-700 underline">
            {applicant.phone}
          </a>
        ) : (
          tw('pipeline.noPhone')
        )}
      </dd>
    </dl>
  );
}

function ApplicantCard({
  applicant: a,
  busy,
  onMove,
}: {
  applicant: ApplicantView;
  busy: boolean;
  onMove: (a: ApplicantView, to: MoveTarget) => void;
}) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const fullName = applicantName(a);
  const headingId = `applicant-${a.applicationId}`;
  const moves = APPLICATION_MOVES[a.status] as readonly MoveTarget[];
  const answer = (kind: 'education' | 'jobSeeking', code: string | null) =>
    code ? translateMessage(labelKey(kind, code)) : tw('pipeline.notGiven');
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {fullName}
          </h3>
          <p className="text-sm text-slate-700">{tw('pipeline.appliedAt', { date: formatDate(a.appliedAt) })}</p>
          {a.status !== 'In Review' && (
            <p className="text-sm text-slate-700">
              {tw('pipeline.statusChangedAt', { date: formatDate(a.statusChangedAt) })}
            </p>
          )}
          <StatusPath history={a.history} />
        </div>
        <StatusBadge status={a.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{tw('pipeline.education')}</dt>
        <dd>{answer('education', a.educationLevel)}</dd>
        <dt className="font-medium text-slate-900">{tw('pipeline.jobSeeking')}</dt>
        <dd>{answer('jobSeeking', a.jobSeekingStatus)}</dd>
      </dl>
      <RequirementsMet applicant={a} />
      <PassedCourses applicant={a} />
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900">{tw('pipeline.contactHeading')}</h4>
        <Contact applicant={a} />
      </div>
      <ApplicantResume applicant={a} />
      {moves.length > 0 && (
        <div
          role="group"
          aria-label={tw('pipeline.actionsLabel', { name: fullName })}
          className="flex flex-wrap gap-2 border-t border-slate-200 pt-4"
        >
          {moves.map((to) => {
            const Icon = moveIcons[to];
            return (
              <Button
                key={to}
                size="sm"
                variant={moveVariants[to]}
                disabled={busy}
                onClick={() => onMove(a, to)}
                aria-label={`${fullName}: ${tw(`pipeline.actions.${to}`)}`}
              >
                <Icon aria-hidden="true" />
                {tw(`pipeline.actions.${to}`)}
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}

/** The applicants of one job as cards: who they are, what they passed, their resume and the moves allowed now. */
export function ApplicantList({
  applicants,
  busy,
  onMove,
}: {
  applicants: ApplicantView[];
  busy: boolean;
  onMove: (applicant: ApplicantView, to: MoveTarget) => void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <ul aria-label={t('hire.applicantsHeading')} className="flex flex-col gap-4">
      {applicants.map((a) => (
        <ApplicantCard key={a.applicationId} applicant={a} busy={busy} onMove={onMove} />
      ))}
    </ul>
  );
}
