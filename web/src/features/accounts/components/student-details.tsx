import { PasswordRow } from './password-row.tsx';

/** The masked password with its change control; the resume has its own section (resume-section.tsx). */
export function StudentDetails() {
  return <PasswordRow role="student" />;
}
