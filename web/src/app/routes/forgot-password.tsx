import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <FormPage title={t('forgotTitle')}>
      <ForgotPasswordForm />
    </FormPage>
  );
}
