import { useTeacherProfile } from '../../features/accounts/api/accounts.ts';
import { ContactDetails } from '../../features/accounts/components/contact-details.tsx';
import { PasswordRow } from '../../features/accounts/components/password-row.tsx';
import { ProfileShell } from '../../features/accounts/components/profile-shell.tsx';
import { PastCourses } from '../../features/courses/components/past-courses.tsx';
import { TeacherCourses } from '../../features/courses/components/teacher-courses.tsx';
import { PersonalDataSection } from '../../features/kvkk/components/personal-data-section.tsx';
import { AccountSecuritySection } from '../../features/mfa/components/account-security.tsx';
import { CalendarFeedSection } from '../../features/timetable/components/calendar-feed.tsx';

export default function TeacherProfileRoute() {
  return (
    <ProfileShell
      query={useTeacherProfile()}
      greetingName={(p) => `${p.name} ${p.surname}`.trim()}
      details={(p) => (
        <>
          <PasswordRow role="teacher" />
          <ContactDetails
            rows={[
              { label: 'subject', value: p.subject },
              { label: 'phone', value: p.phone },
              { label: 'address', value: p.address },
            ]}
          />
        </>
      )}
    >
      <TeacherCourses />
      <PastCourses />
      <AccountSecuritySection />
      <CalendarFeedSection />
      <PersonalDataSection role="teacher" />
    </ProfileShell>
  );
}
