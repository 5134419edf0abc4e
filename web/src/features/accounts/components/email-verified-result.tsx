import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Where the mailed link lands (`/email-verified?result=verified|expired|invalid`). */
export function EmailVerifiedResult() {
  const { t } = useTranslation('accounts', { useSuspense: true });
  const result = useSearchParams()[0].get('result');
  const ok = result === 'verified';
  const key = ok ? 'verified' : result === 'expired' ? 'expired' : 'invalid';
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <Icon className={ok ? 'size-10 text-green-700' : 'size-10 text-red-700'} aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{t(`verification.result.${key}.title`)}</h1>
      <p>{t(`verification.result.${key}.text`)}</p>
      <Button asChild>
        <Link to="/login">{t('verification.result.toLogin')}</Link>
      </Button>
    </div>
  );
}
