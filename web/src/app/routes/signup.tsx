import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { signupTexts } from '../../features/auth/texts.ts';

export default function SignupRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{signupTexts.title}</h1>
        </CardHeader>
        <CardContent>
          <SignupForm />
        </CardContent>
      </Card>
    </div>
  );
}
