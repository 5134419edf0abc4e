import { useTranslation } from 'react-i18next';
import { Clock, XCircle } from 'lucide-react';
import { useCompanyProfile } from '../api/accounts.ts';

/**
 * 'Onay bekliyor' / 'Reddedildi' on a company's pages while `COMPANY_APPROVAL=required` holds it back:
 * what it can do meanwhile and what it cannot. Nothing once approved.
 */
export function CompanyApprovalBanner() {
  const { t } = useTranslation('accounts', { useSuspense: true });
  const profile = useCompanyProfile();
  const approval = profile.data?.approval;
  if (!approval || approval === 'approved') return null;
  const rejected = approval === 'rejected';
  const Icon = rejected ? XCircle : Clock;
  return (
    <div
      role="status"
      className={
        rejected
          ? 'flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900'
          : 'flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900'
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t(rejected ? 'approval.rejectedTitle' : 'approval.pendingTitle')}</p>
        <p>{t(rejected ? 'approval.rejectedText' : 'approval.pendingText')}</p>
        {rejected && profile.data?.approvalReason && (
          <p>{t('approval.reason', { reason: profile.data.approvalReason })}</p>
        )}
      </div>
    </div>
  );
}
