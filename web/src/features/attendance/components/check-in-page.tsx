import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHECK_IN_CODE_PATTERN, type CheckInResult } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCheckIn } from '../api/attendance.ts';

/** /check-in: the student types the lab screen's code (or arrives from its QR code with it filled in). */
export function CheckInPage() {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get('code') ?? '').replace(/\D/g, '').slice(0, 6));
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<CheckInResult>();
  const checkIn = useCheckIn();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(undefined);
    if (!CHECK_IN_CODE_PATTERN.test(code)) {
      setError('attendance.badCode');
      return;
    }
    setError(undefined);
    checkIn.mutate(code, {
      onSuccess: setResult,
      onError: (err) => setError(err instanceof ApiError ? err.message : String(err)),
    });
  };
  const message =
    result &&
    (result.already
      ? t('checkIn.already', { status: t(`statuses.${result.status}`) })
      : t(result.status === 'late' ? 'checkIn.late' : 'checkIn.present', { course: result.courseTitle }));

  return (
    <Page title={t('checkIn.title')} className="max-w-md">
      <p className="mb-4 text-slate-700">{t('checkIn.lead')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('checkIn.label')} hint={t('checkIn.hint')} error={error}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            className="text-center font-mono text-2xl tracking-[0.3em]"
          />
        </Field>
        <Button type="submit" disabled={checkIn.isPending}>
          {t('checkIn.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {message && (
          <p
            className={
              result?.status === 'late' || result?.already
                ? 'rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900'
                : 'rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900'
            }
          >
            {message}
          </p>
        )}
      </div>
    </Page>
  );
}
