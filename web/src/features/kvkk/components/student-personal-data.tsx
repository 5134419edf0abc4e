import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@beceri/domain';
import { DisabilityConsent } from './disability-consent.tsx';

/** The student's special fields as the screens may show them: the TC number masked, the disability answer with its consent. */
export function StudentPersonalData({ profile }: { profile: StudentProfile }) {
  const { t } = useTranslation('kvkk', { useSuspense: true });
  return (
    <>
      {/* Accounts made without a sign-up form (demo, user:create) have no TC number to show. */}
      {profile.maskedIdNumber && (
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
          <dt className="font-medium text-slate-800">{t('idNumber')}</dt>
          <dd className="font-mono tracking-wider text-slate-900" aria-label={t('idNumberMasked')}>
            {profile.maskedIdNumber}
          </dd>
        </dl>
      )}
      <DisabilityConsent profile={profile} />
    </>
  );
}
