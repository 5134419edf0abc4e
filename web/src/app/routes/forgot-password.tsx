import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('forgotTitle')}</h1>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
