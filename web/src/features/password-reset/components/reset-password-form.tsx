import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm as FormValues } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset.ts';
import { readFlow, writeFlow } from '../flow-state.ts';
import { PasswordInput } from './password-input.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

export function ResetPasswordForm() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  // Read once: clearing it on success must not redirect this screen while /login loads.
  const [flow] = useState(readFlow);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, submitCount } = form.formState;
  if (!flow?.token) return <Navigate to="/forgot-password" replace />;
  const { email, token } = flow;

  const onValid = ({ password, confirmPassword }: FormValues) => {
    // docs/product.md sends even on a mismatch; we stop there, so a typo cannot lock the person out.
    if (password !== confirmPassword) {
      form.setError('confirmPassword', { message: t('mismatch') }, { shouldFocus: true });
      notify.error(t('mismatch'));
      return;
    }
    reset.mutate(
      { email, token, password },
      {
        onSuccess: () => {
          writeFlow(null);
          notify.success(t('resetDone'));
          navigate('/login', { replace: true });
        },
        onError: (err) => {
          // A password the server refuses (a common one) is said under its field; the code stays usable.
          if (!showServerFieldErrors(form, err, ['password'])) notify.error(t('resetFailed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <ErrorSummary
        errors={errors}
        submitCount={submitCount}
        fields={[
          { name: 'password', label: t('newPassword') },
          { name: 'confirmPassword', label: t('confirmPassword') },
        ]}
      />
      <Field label={t('newPassword')} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={t('confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" disabled={reset.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
