import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useCompanyProfile, useStudentProfile } from '../../features/accounts/api/accounts.ts';
import { ResumeUpload } from '../../features/accounts/components/resume-upload.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobInfo, type ResumeState } from '../../features/jobs/components/job-info.tsx';

export default function Route() {
  const { jobId = '' } = useParams();
  const { user, isLoading } = useSession();
  const isStudent = user?.role === 'student';
  // A student's resume decides whether 'Başvur' first offers to upload one.
  const profile = useStudentProfile(isStudent);
  // A company's own ad says whether it is live (approval) and whether its applicants can be read (verification).
  const company = useCompanyProfile(user?.role === 'company');
  const resume: ResumeState | undefined = isStudent
    ? {
        // A profile that cannot be read does not block applying.
        has: profile.data ? Boolean(profile.data.resume) : profile.isError ? true : undefined,
        upload: (onUploaded) => <ResumeUpload hasResume={false} onUploaded={onUploaded} beforeApplying />,
      }
    : undefined;
  return (
    <Page>
      {isLoading ? (
        <PageSkeleton />
      ) : (
        <JobInfo jobId={jobId} role={user?.role ?? null} resume={resume} standing={company.data} />
      )}
    </Page>
  );
}
