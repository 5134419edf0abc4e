import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { alertFirstError } from '../../../lib/form.ts';
import { useSendResetCode } from '../api/reset.ts';
import { readFlow, writeFlow } from '../flow-state.ts';
import { resetTexts as t } from '../texts.ts';

export function ForgotPasswordForm() {
  const send = useSendResetCode();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { email: readFlow()?.email ?? '' },
  });
  const error = form.formState.errors.email?.message;

  const onInvalid = alertFirstError(['email']);

  const onValid = (input: ForgotPasswordInput) =>
    send.mutate(input, {
      onSuccess: () => {
        writeFlow({ email: input.email, from: pathname });
        toast.success(t.codeSent);
        navigate('/otp');
      },
      onError: (err) => toast.error(err instanceof ApiError && err.status === 429 ? err.message : t.mailFailed),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <p className="text-slate-700">{t.forgotIntro}</p>
      <Field label={t.email} error={error}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {t.send}
      </Button>
      <Link to="/login" className="self-start text-brand-700 underline-offset-4 hover:underline">
        {t.backToLogin}
      </Link>
    </form>
  );
}
