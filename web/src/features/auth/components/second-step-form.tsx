import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useMfaCode, usePasskeyLogin } from '../api/second-step.ts';

/**
 * The login's second step (docs/product.md): a code from the authenticator app or a recovery code, or a
 * passkey. The heading takes the focus, so keyboard and screen-reader users land on the new step.
 */
export function SecondStepForm({
  methods,
  onDone,
  onExpired,
}: {
  methods: { totp: boolean; passkey: boolean };
  onDone: (res: { role: Role; id: string }) => void;
  /** The 5-minute step ran out (or too many wrong codes): back to the password. */
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mfaCode = useMfaCode();
  const passkey = usePasskeyLogin();
  useEffect(() => heading.current?.focus(), []);

  const failed = (err: unknown, fallback: string) => {
    if (err instanceof ApiError && err.code === 'MFA_PENDING_EXPIRED') return onExpired(err.message);
    const message = err instanceof ApiError && err.status > 0 ? err.message : fallback;
    setError(message);
    notify.error(message);
  };
  const done = (res: { role: Role; id: string; recoveryCodesLeft?: number }) => {
    if (res.recoveryCodesLeft !== undefined) notify.success(t('login.recoveryLeft', { count: res.recoveryCodesLeft }));
    onDone(res);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('mfa.codeRequired');
    setError(undefined);
    mfaCode.mutate(code, { onSuccess: done, onError: (err) => failed(err, t('section.failed')) });
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('login.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p>{t('login.intro')}</p>
        <Field label={t('login.code')} error={error}>
          <Input
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={mfaCode.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      {methods.passkey && (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <p>{t('login.passkeyIntro')}</p>
          <Button
            type="button"
            variant="secondary"
            disabled={passkey.isPending}
            onClick={() =>
              passkey.mutate(undefined, { onSuccess: done, onError: (err) => failed(err, t('login.passkeyFailed')) })
            }
          >
            <KeyRound aria-hidden="true" />
            {t('login.passkey')}
          </Button>
        </div>
      )}
    </div>
  );
}
