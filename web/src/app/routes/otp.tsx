import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { OtpForm } from '../../features/password-reset/components/otp-form.tsx';

export default function Route() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('otpTitle')}</h1>
        </CardHeader>
        <CardContent>
          <OtpForm />
        </CardContent>
      </Card>
    </div>
  );
}
