import { Building2 } from 'lucide-react';
import { toast } from 'sonner';
import { applicationStatusLabel, type Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { useApply, useMyApplication } from '../api/applications.ts';
import { useJob } from '../api/jobs.ts';
import { jobTexts as t, studentJobTexts } from '../texts.ts';

/** /jobinfopage/{jobId}: company, title, description and 'Başvur'. Visitors who apply go to /login (the 401 policy of lib/query-client.ts). */
export function JobInfo({ jobId, role }: { jobId: string; role: Role | null }) {
  const job = useJob(jobId);
  const isStudent = role === 'student';
  const mine = useMyApplication(jobId, isStudent);
  const apply = useApply();

  if (job.isPending) return <Spinner />;
  if (job.isError) {
    return <EmptyState>{job.error instanceof ApiError && job.error.status === 404 ? t.notFound : t.loadFailed}</EmptyState>;
  }

  // A visitor applies too: the server answers 401 and the query client's policy sends them to /login and back.
  const onApply = () =>
    apply.mutate(jobId, {
      onSuccess: () => toast.success(t.applySuccess),
      onError: (err) => {
        if (isSessionLost(err)) return;
        if (err instanceof ApiError && err.status === 409) toast.error(err.message);
        else toast.error(t.applyFailed);
      },
    });

  const applied = mine.data ?? null;
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <p className="flex items-center gap-1.5 font-medium text-brand-700">
          <Building2 className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.company}: </span>
          {job.data.companyName}
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{job.data.title}</h1>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line">{job.data.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap">
        {role && !isStudent ? (
          <p className="text-sm text-slate-700">{t.onlyStudents}</p>
        ) : applied ? (
          <>
            <Button disabled>{t.applied}</Button>
            <p className="text-slate-700" aria-live="polite">{studentJobTexts.statusLine(applicationStatusLabel(applied.status))}</p>
          </>
        ) : (
          <Button onClick={onApply} disabled={apply.isPending || (isStudent && mine.isPending)}>
            {t.apply}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
