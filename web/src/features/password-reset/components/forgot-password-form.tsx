import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useSendResetCode } from '../api/reset.ts';
import { readFlow, writeFlow } from '../flow-state.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  const send = useSendResetCode();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { email: readFlow()?.email ?? '' },
  });
  const { errors, submitCount } = form.formState;

  const onValid = (input: ForgotPasswordInput) =>
    send.mutate(input, {
      onSuccess: () => {
        writeFlow({ email: input.email, from: pathname });
        notify.success(t('codeSent'));
        navigate('/otp');
      },
      onError: (err) => notify.error(err instanceof ApiError && err.status === 429 ? err.message : t('mailFailed')),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <p className="text-slate-700">{t('forgotIntro')}</p>
      <ErrorSummary errors={errors} submitCount={submitCount} fields={[{ name: 'email', label: t('email') }]} />
      <Field label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {t('send')}
      </Button>
      <Link to="/login" className="self-start text-brand-700 underline-offset-4 hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}
