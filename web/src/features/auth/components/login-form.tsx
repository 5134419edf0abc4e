import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginInputSchema, type LoginInput } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { homeOf, useLogin } from '../api/session.ts';
import { SecondStepForm } from './second-step-form.tsx';
import { ACCOUNT_SECURITY_PATH } from '../../../lib/session.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  // Where to return after logging in: the router's state, or `?next=` of a plain link (a server-rendered page's
  // 'Kaydolmak için giriş yapın'), only ever a path of this site.
  const from = safeReturnPath(
    (location.state as { from?: string } | null)?.from ?? new URLSearchParams(location.search).get('next'),
  );
  const returning = from !== null;
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, submitCount } = form.formState;
  // Why a login was refused stays on the form, not only in the toast: wrong details, a suspended account, a limit.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<{ totp: boolean; passkey: boolean } | null>(null);
  const loggedIn = (role: string, mfaSetupRequired?: boolean) => {
    notify.success(t('login.success'));
    // MFA_REQUIRED_ROLES: nothing else opens before a second factor is set up.
    const target = mfaSetupRequired ? ACCOUNT_SECURITY_PATH : (from ?? homeOf(role));
    navigate(target, { replace: true });
  };

  const onValid = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: (res) => {
        if (!res.ok) {
          setRefusal(null);
          setSecondStep(res.methods);
          return;
        }
        loggedIn(res.role, res.mfaSetupRequired);
      },
      onError: (err) => {
        if (err instanceof ApiError && (err.status === 429 || err.status === 403)) {
          setRefusal(err.message);
          notify.error(err.message);
        } else if (err instanceof ApiError && err.status > 0) {
          setRefusal(t('login.invalidHint'));
          notify.error(t('login.invalid'));
        } else {
          setRefusal(null);
          notify.error(t('login.failed'));
        }
      },
    });

  if (secondStep)
    return (
      <SecondStepForm
        methods={secondStep}
        onDone={(res) => loggedIn(res.role)}
        onExpired={(message) => {
          setSecondStep(null);
          setRefusal(message);
          form.setValue('password', '');
        }}
      />
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      {returning && (
        <p role="status" className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          {t('login.returnNotice')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <ErrorSummary
        errors={errors}
        submitCount={submitCount}
        fields={[
          { name: 'email', label: t('login.email') },
          { name: 'password', label: t('login.password') },
        ]}
      />
      <Field label={t('login.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label={t('login.password')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" disabled={login.isPending}>
        {t('login.submit')}
      </Button>
      <Link to="/forgot-password" className="self-start text-brand-700 underline-offset-4 hover:underline">
        {t('login.forgot')}
      </Link>
      <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
        <span className="text-slate-700">{t('login.noAccount')}</span>
        <Button asChild variant="secondary">
          <Link to="/signup">{t('login.signup')}</Link>
        </Button>
      </div>
    </form>
  );
}
