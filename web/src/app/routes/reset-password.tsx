import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <FormPage title={t('resetTitle')}>
      <ResetPasswordForm />
    </FormPage>
  );
}
