import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useApply, useMyApplication } from '../api/applications.ts';
import { useJob } from '../api/jobs.ts';
import { useStatusLabel } from '../status-label.ts';
import { JobMeta } from './job-meta.tsx';
import { JobRequirements } from './job-requirements.tsx';
import { NoResumeDialog } from './no-resume-dialog.tsx';
import { OwnJobBar, type CompanyStanding } from './job-state.tsx';

/** What the job page knows about the student's resume; the route composes it from the accounts feature. */
export interface ResumeState {
  /** undefined while the profile loads. */
  has: boolean | undefined;
  /** The upload control, calling `onUploaded` once the resume is on file. */
  upload: (onUploaded: () => void) => ReactNode;
}

/**
 * /jobinfopage/{jobId}: company, title, description and 'Başvur'. A visitor is told that applying needs a login and
 * goes to /login with the reason and the way back (the login page returns to `from`). A student without a resume is
 * first offered to upload one; once applied, the page says 'Başvurdunuz' once, with the status. The company that posted
 * the ad sees its state, 'Düzenle' and 'Başvuranlar' instead (`standing`: its approval and e-mail verification).
 */
export function JobInfo({
  jobId,
  role,
  resume,
  standing,
}: {
  jobId: string;
  role: Role | null;
  resume?: ResumeState;
  standing?: CompanyStanding;
}) {
  const { t } = useTranslation('jobs');
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  const job = useJob(jobId);
  const isStudent = role === 'student';
  const mine = useMyApplication(jobId, isStudent);
  const apply = useApply();
  const [askResume, setAskResume] = useState(false);

  if (job.isPending) return <PageSkeleton />;
  if (job.isError) {
    return (
      <EmptyState>
        {job.error instanceof ApiError && job.error.status === 404 ? t('info.notFound') : t('info.loadFailed')}
      </EmptyState>
    );
  }

  const sendApplication = () => {
    setAskResume(false);
    apply.mutate(jobId, {
      onSuccess: () => notify.success(t('info.applySuccess')),
      onError: (err) => {
        // A session that ended meanwhile: the query client's policy sends the person to /login and back.
        if (isSessionLost(err)) return;
        if (err instanceof ApiError && err.status === 409) notify.error(translateMessage(err.message));
        else notify.error(t('info.applyFailed'));
      },
    });
  };
  const onApply = () => {
    if (!role) {
      navigate('/login', { state: { from: `/jobinfopage/${jobId}`, reason: 'apply' } });
      return;
    }
    if (isStudent && resume?.has === false) setAskResume(true);
    else sendApplication();
  };

  const applied = mine.data ?? null;
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <p className="flex items-center gap-1.5 font-medium text-brand-700">
          <Building2 className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('info.company')}: </span>
          {job.data.companyName}
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{job.data.title}</h1>
        <JobMeta job={job.data} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="max-w-prose whitespace-pre-line">{job.data.description}</p>
        <JobRequirements job={job.data} />
      </CardContent>
      <CardFooter className="flex-wrap">
        {job.data.mine ? (
          <div className="w-full">
            <OwnJobBar job={job.data} standing={standing} />
          </div>
        ) : role && !isStudent ? (
          <p className="text-sm text-slate-700">{t('info.onlyStudents')}</p>
        ) : applied ? (
          <>
            <Button disabled>{t('applying.appliedButton')}</Button>
            <p className="text-slate-700" aria-live="polite">
              {t('student.statusLine', { label: statusLabel(applied.status) })}
            </p>
          </>
        ) : (
          <>
            <Button
              onClick={onApply}
              disabled={apply.isPending || (isStudent && (mine.isPending || resume?.has === undefined))}
              aria-describedby={role ? undefined : 'apply-login-note'}
            >
              {t('info.apply')}
            </Button>
            {!role && (
              <p id="apply-login-note" className="text-sm text-slate-700">
                {t('info.loginToApply')}
              </p>
            )}
          </>
        )}
      </CardFooter>
      {resume && (
        <NoResumeDialog
          open={askResume}
          onOpenChange={setAskResume}
          jobTitle={job.data.title}
          upload={resume.upload(sendApplication)}
          onApplyWithout={sendApplication}
          pending={apply.isPending}
        />
      )}
    </Card>
  );
}
