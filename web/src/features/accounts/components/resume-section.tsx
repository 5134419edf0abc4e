import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import type { StudentProfile } from '@beceri/domain';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ResumeUpload } from './resume-upload.tsx';

/** 'Özgeçmiş' on the student's profile: whether one is on file (with its private link), and uploading or replacing it. */
export function ResumeSection({ profile }: { profile: StudentProfile }) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  return (
    <section aria-labelledby="resume-heading" className="flex flex-col gap-4">
      <h2 id="resume-heading" className="text-xl font-semibold">
        {t('resume')}
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          {profile.resume ? (
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              <FileText className="size-4" aria-hidden="true" />
              {t('applying.onFile')}
              {/* Resumes are private and always served as a download. */}
              <a href={profile.resume} download className="text-brand-700 underline underline-offset-4">
                {t('openResume')}
              </a>
            </p>
          ) : (
            <p className="text-slate-800">{t('applying.none')}</p>
          )}
          <ResumeUpload hasResume={Boolean(profile.resume)} />
        </CardContent>
      </Card>
    </section>
  );
}
