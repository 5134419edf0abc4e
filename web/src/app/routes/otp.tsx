import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { OtpForm } from '../../features/password-reset/components/otp-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <FormPage title={t('otpTitle')}>
      <OtpForm />
    </FormPage>
  );
}
