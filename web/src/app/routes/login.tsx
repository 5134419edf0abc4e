import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('login.title')}>
      <LoginForm />
    </FormPage>
  );
}
