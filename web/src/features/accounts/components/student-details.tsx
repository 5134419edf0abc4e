import { FileText } from 'lucide-react';
import type { StudentProfile } from '@beceri/domain';
import { profileTexts as t } from '../texts.ts';
import { PasswordRow } from './password-row.tsx';

/** The masked password with its change control, and the private resume link when there is one. */
export function StudentDetails({ profile }: { profile: StudentProfile }) {
  return (
    <>
      <PasswordRow role="student" />
      {profile.resume && (
        <>
          <dt className="flex items-center gap-2 font-medium text-slate-800">
            <FileText className="size-4" aria-hidden="true" />
            {t.resume}
          </dt>
          <dd>
            {/* Resumes are private and always served as a download. */}
            <a href={profile.resume} download className="text-brand-700 underline underline-offset-4">
              {t.openResume}
            </a>
          </dd>
        </>
      )}
    </>
  );
}
