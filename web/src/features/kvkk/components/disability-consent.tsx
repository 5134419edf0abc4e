import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useWithdrawDisabilityConsent } from '../api/personal-data.ts';

/** The stored disability answer (special-category data) and the withdrawal of its consent, which erases it. */
export function DisabilityConsent({ profile }: { profile: Pick<StudentProfile, 'disability' | 'disabilityConsent'> }) {
  const { t } = useTranslation('kvkk', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawDisabilityConsent();
  const onConfirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('disability.done'));
      },
      onError: () => notify.error(t('disability.failed')),
    });
  const answer =
    profile.disability === 'yes' || profile.disability === 'no'
      ? t(`disability.${profile.disability}`)
      : t('disability.none');
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{t('disability.title')}</h3>
      <p>{answer}</p>
      {profile.disabilityConsent && <p className="text-sm text-slate-600">{t('disability.consentGiven')}</p>}
      {profile.disability && (
        <>
          <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
            {profile.disabilityConsent ? t('disability.withdraw') : t('disability.erase')}
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={t('disability.dialogTitle')}
            description={t('disability.dialogDescription')}
            confirmLabel={t('disability.confirm')}
            pending={withdraw.isPending}
            onConfirm={onConfirm}
          />
        </>
      )}
    </div>
  );
}
