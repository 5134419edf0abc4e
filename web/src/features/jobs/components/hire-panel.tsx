import { useEffect } from 'react';
import { toast } from 'sonner';
import { MoreButton } from '../../../components/paged-card-grid.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { useApplicants, useHire } from '../api/applications.ts';
import { useJob } from '../api/jobs.ts';
import { hireTexts as t, jobTexts } from '../texts.ts';
import { ApplicantList } from './applicant-list.tsx';
import { HireForm } from './hire-form.tsx';

/** /hire/{jobId}: the job, its applicants with resumes, and hiring by row or by id. */
export function HirePanel({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const applicants = useApplicants(jobId);
  const hire = useHire(jobId);
  // A deleted job is gone, not someone else's: its applicants answer 404 too, so the job's own 404 decides.
  const gone = job.error instanceof ApiError && job.error.status === 404;
  const forbidden = applicants.error instanceof ApiError && (applicants.error.status === 403 || applicants.error.status === 404);
  const failed = job.isError || (applicants.isError && !forbidden);

  useEffect(() => {
    if (failed) window.alert(t.loadFailed);
  }, [failed]);

  /** Hires one applicant; true when it worked (the id form then empties). */
  const onHire = (studentId: string) =>
    hire.mutateAsync(studentId).then(
      () => {
        toast.success(t.success);
        return true;
      },
      (err: unknown) => {
        toast.error(t.failed, err instanceof ApiError && err.status === 404 ? { description: err.message } : undefined);
        return false;
      },
    );

  if (job.isPending || applicants.isPending) return <Spinner />;
  if (gone) return <EmptyState>{jobTexts.notFound}</EmptyState>;
  if (forbidden) return <EmptyState>{t.forbidden}</EmptyState>;
  if (failed || !job.data || !applicants.data) return <EmptyState>{t.loadFailed}</EmptyState>;
  const list = pagedItems(applicants.data);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-2xl font-bold text-slate-900">{job.data.title}</h2>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line">{job.data.description}</p>
        </CardContent>
      </Card>
      <section aria-labelledby="applicants" className="flex flex-col gap-3">
        <h2 id="applicants" className="text-xl font-semibold">{t.applicantsHeading}</h2>
        {list.length === 0 ? <EmptyState>{t.empty}</EmptyState> : <ApplicantList applicants={list} hiring={hire.isPending} onHire={onHire} />}
        <MoreButton query={applicants} label={jobTexts.more} className="" />
      </section>
      <HireForm pending={hire.isPending} onHire={onHire} />
    </div>
  );
}
