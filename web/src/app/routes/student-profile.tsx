import { useStudentProfile } from '../../features/accounts/api/profiles.ts';
import { ProfileShell } from '../../features/accounts/components/profile-shell.tsx';
import { StudentDetails } from '../../features/accounts/components/student-details.tsx';
import { StudentCourses } from '../../features/courses/components/student-courses.tsx';
import { StudentApplications } from '../../features/jobs/components/student-applications.tsx';

export default function StudentProfileRoute() {
  return (
    <ProfileShell query={useStudentProfile()} greetingName={(p) => p.name} details={(p) => <StudentDetails profile={p} />}>
      <StudentCourses />
      <StudentApplications />
    </ProfileShell>
  );
}
