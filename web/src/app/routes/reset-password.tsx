import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form.tsx';
import { resetTexts } from '../../features/password-reset/texts.ts';

export default function ResetPasswordRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{resetTexts.resetTitle}</h1>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
