import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginInputSchema, type LoginInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { alertFirstError } from '../../../lib/form.ts';
import { homeOf, useLogin } from '../api/session.ts';
import { loginTexts as t } from '../texts.ts';

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onInvalid = alertFirstError(['email', 'password']);

  const onValid = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: (res) => {
        toast.success(t.success);
        navigate(from && from !== '/login' ? from : homeOf(res.role), { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) toast.error(err.message);
        else if (err instanceof ApiError && err.status > 0) toast.error(t.invalid);
        else toast.error(t.failed);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <Field label={t.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label={t.password} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" disabled={login.isPending}>
        {t.submit}
      </Button>
      <Link to="/forgot-password" className="self-start text-brand-700 underline-offset-4 hover:underline">
        {t.forgot}
      </Link>
      <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
        <span className="text-slate-700">{t.noAccount}</span>
        <Button asChild variant="secondary">
          <Link to="/signup">{t.signup}</Link>
        </Button>
      </div>
    </form>
  );
}
