import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form.tsx';
import { resetTexts } from '../../features/password-reset/texts.ts';

export default function ForgotPasswordRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{resetTexts.forgotTitle}</h1>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
