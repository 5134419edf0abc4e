import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/toast.ts';
import { useVerifyOtp } from '../api/reset.ts';
import { flowFromLink, readFlow, writeFlow } from '../flow-state.ts';

function Slot({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div
      className={cn(
        'relative flex h-14 w-11 items-center justify-center border-y border-r border-slate-400 bg-white text-2xl font-semibold tabular-nums first:rounded-l-md first:border-l last:rounded-r-md sm:w-12',
        isActive && 'z-10 outline-3 outline-accent-500',
      )}
    >
      {char}
      {hasFakeCaret && <span className="absolute h-7 w-px animate-pulse bg-slate-900" aria-hidden="true" />}
    </div>
  );
}

/** The 6-digit code, split 3+3; digits only. 'Yeniden gönder' returns to where the request came from. */
export function OtpForm() {
  const { t } = useTranslation('passwordReset', { useSuspense: true });
  const [params] = useSearchParams();
  const [flow] = useState(() => flowFromLink(params) ?? readFlow());
  const [otp, setOtp] = useState('');
  /** Said under the code and announced: what is wrong with it and what to do. */
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyOtp();
  const navigate = useNavigate();
  const labelId = useId();
  if (!flow) return <Navigate to="/forgot-password" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setProblem(t('otpIncomplete'));
      return;
    }
    setProblem(null);
    verify.mutate(
      { email: flow.email, otp, reset: flow.reset },
      {
        onSuccess: ({ token }) => {
          writeFlow({ ...flow, token });
          navigate('/reset-password');
        },
        onError: () => {
          setOtp('');
          setProblem(t('invalidOtp'));
          notify.error(t('invalidOtp'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-slate-700">{t('otpIntro', { email: flow.email })}</p>
      <div className="flex flex-col gap-2">
        <Label id={labelId}>{t('otpLabel')}</Label>
        <OTPInput
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={setOtp}
          pattern={REGEXP_ONLY_DIGITS}
          inputMode="numeric"
          autoComplete="one-time-code"
          name="otp"
          aria-labelledby={labelId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${labelId}-error` : undefined}
          autoFocus
          containerClassName="flex items-center gap-3"
          render={({ slots }) => (
            <>
              <div className="flex">
                {slots.slice(0, 3).map((s, i) => (
                  <Slot key={i} {...s} />
                ))}
              </div>
              <span className="h-1 w-4 rounded bg-slate-400" aria-hidden="true" />
              <div className="flex">
                {slots.slice(3).map((s, i) => (
                  <Slot key={i} {...s} />
                ))}
              </div>
            </>
          )}
        />
        {problem && (
          <p id={`${labelId}-error`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending}>
          {t('verify')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(flow.from)}>
          {t('resend')}
        </Button>
      </div>
    </form>
  );
}
