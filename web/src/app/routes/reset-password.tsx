import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('resetTitle')}</h1>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
