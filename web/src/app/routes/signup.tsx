import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';

export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('signup.title')} width="max-w-3xl">
      <SignupForm />
    </FormPage>
  );
}
