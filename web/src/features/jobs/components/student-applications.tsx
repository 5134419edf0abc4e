import { useState } from 'react';
import { applicationStatusLabel, type StudentApplicationView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { toast } from 'sonner';
import { fetchApplicationStatus, useStudentApplications } from '../api/applications.ts';
import { jobTexts, studentJobTexts as t } from '../texts.ts';

/** One application: title, description and a 'Durum' button that asks the server for the status. */
function ApplicationCard({ application }: { application: StudentApplicationView }) {
  const [label, setLabel] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onStatus = async () => {
    setBusy(true);
    try {
      const res = await fetchApplicationStatus(application.job.id);
      setLabel(applicationStatusLabel(res.status));
    } catch {
      toast.error(t.statusFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="text-sm font-medium text-brand-700">{application.job.companyName}</p>
        <CardTitle>{application.job.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{application.job.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button size="sm" variant="secondary" onClick={onStatus} disabled={busy} aria-label={`${application.job.title}: ${t.status}`}>
          {t.status}
        </Button>
        <p aria-live="polite" className="font-medium text-slate-800">
          {label && t.statusLine(label)}
        </p>
      </CardFooter>
    </Card>
  );
}

/** 'Başvurulan işler' on the student's profile. */
export function StudentApplications() {
  return (
    <section aria-labelledby="student-applications" className="flex flex-col gap-4">
      <h2 id="student-applications" className="text-xl font-semibold">{t.heading}</h2>
      <PagedCardGrid query={useStudentApplications()} texts={{ loadFailed: jobTexts.loadFailed, empty: t.empty, more: jobTexts.more }} moreClassName="">
        {(a) => <ApplicationCard application={a} />}
      </PagedCardGrid>
    </section>
  );
}
