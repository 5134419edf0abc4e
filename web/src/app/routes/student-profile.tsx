import { lazy, Suspense } from 'react';
import { useStudentProfile } from '../../features/accounts/api/accounts.ts';
import { EmailVerificationNotice } from '../../features/accounts/components/email-verification-notice.tsx';
import { ProfileShell } from '../../features/accounts/components/profile-shell.tsx';
import { ResumeSection } from '../../features/accounts/components/resume-section.tsx';
import { StudentDetails } from '../../features/accounts/components/student-details.tsx';
import { CertificateList } from '../../features/certificates/components/certificate-list.tsx';
import { MyAttendance, WaitingCertificates } from '../../features/attendance/components/my-attendance.tsx';
import { StudentCourses } from '../../features/courses/components/student-courses.tsx';
import { StudentApplications } from '../../features/jobs/components/student-applications.tsx';
import { StudentInternship } from '../../features/internships/components/student-internship.tsx';
import { PersonalDataSection } from '../../features/kvkk/components/personal-data-section.tsx';
import { AccountSecuritySection } from '../../features/mfa/components/account-security.tsx';
import { CalendarFeedSection } from '../../features/timetable/components/calendar-feed.tsx';
import { StudentPersonalData } from '../../features/kvkk/components/student-personal-data.tsx';
import { MyInvitations } from '../../features/jobs/components/my-invitations.tsx';
import { TalentSettings } from '../../features/jobs/components/talent-settings.tsx';

/** The saved job searches (decision 064), a chunk of its own: its files stay out of every visitor's route table. */
const JobAlertsSection = lazy(() =>
  import('../../features/job-alerts/components/job-alerts-section.tsx').then((m) => ({ default: m.JobAlertsSection })),
);

export default function StudentProfileRoute() {
  const query = useStudentProfile();
  return (
    <ProfileShell query={query} greetingName={(p) => p.name} details={() => <StudentDetails />}>
      <EmailVerificationNotice verified={query.data?.emailVerified} />
      {query.data && <ResumeSection profile={query.data} />}
      <StudentCourses />
      <MyAttendance />
      <CertificateList waiting={<WaitingCertificates />} />
      <StudentInternship />
      <StudentApplications />
      {query.data && <TalentSettings profile={query.data} />}
      <MyInvitations />
      <Suspense fallback={null}>
        <JobAlertsSection />
      </Suspense>
      <AccountSecuritySection />
      <CalendarFeedSection />
      <PersonalDataSection role="student">
        {query.data && <StudentPersonalData profile={query.data} />}
      </PersonalDataSection>
    </ProfileShell>
  );
}
