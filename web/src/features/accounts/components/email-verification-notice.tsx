import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useResendVerification } from '../api/accounts.ts';

/**
 * 'E-posta doğrulanmadı' with 'Yeniden gönder' on a profile whose address is not verified yet. A company's says what
 * waits for it, in the words of its workspace: its applicants (docs/product.md, E-mail verification).
 */
export function EmailVerificationNotice({ verified, company }: { verified: boolean | undefined; company?: boolean }) {
  const { t } = useTranslation(['accounts', 'workspace'], { useSuspense: true });
  const resend = useResendVerification();
  if (verified !== false) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
        <p className="font-semibold">{company ? t('workspace:hire.unverifiedTitle') : t('verification.title')}</p>
        <p>{t('verification.text')}</p>
        {company && <p>{t('verification.companyText')}</p>}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (res) => notify.success(t(res.alreadyVerified ? 'verification.already' : 'verification.sent')),
            onError: (err) =>
              notify.error(err instanceof ApiError && err.status === 429 ? err.message : t('verification.failed')),
          })
        }
      >
        {t('verification.resend')}
      </Button>
    </div>
  );
}
