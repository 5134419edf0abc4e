import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';

export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('signup.title')}</h1>
        </CardHeader>
        <CardContent>
          <SignupForm />
        </CardContent>
      </Card>
    </div>
  );
}
