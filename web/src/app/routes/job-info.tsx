import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useStudentProfile } from '../../features/accounts/api/accounts.ts';
import { ResumeUpload } from '../../features/accounts/components/resume-upload.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobInfo, type ResumeState } from '../../features/jobs/components/job-info.tsx';

export default function Route() {
  const { jobId = '' } = useParams();
  const { user, isLoading } = useSession();
  const isStudent = user?.role === 'student';
  // A student's resume decides whether 'Başvur' first offers to upload one.
  const profile = useStudentProfile(isStudent);
  const resume: ResumeState | undefined = isStudent
    ? {
        // A profile that cannot be read does not block applying.
        has: profile.data ? Boolean(profile.data.resume) : profile.isError ? true : undefined,
        upload: (onUploaded) => <ResumeUpload hasResume={false} onUploaded={onUploaded} beforeApplying />,
      }
    : undefined;
  return (
    <Page>{isLoading ? <PageSkeleton /> : <JobInfo jobId={jobId} role={user?.role ?? null} resume={resume} />}</Page>
  );
}
