import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { OtpForm } from '../../features/password-reset/components/otp-form.tsx';
import { resetTexts } from '../../features/password-reset/texts.ts';

export default function OtpRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{resetTexts.otpTitle}</h1>
        </CardHeader>
        <CardContent>
          <OtpForm />
        </CardContent>
      </Card>
    </div>
  );
}
