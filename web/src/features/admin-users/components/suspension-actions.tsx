import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, RotateCcw } from 'lucide-react';
import { reasonInputSchema, type AdminUserRow } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useReactivateUser, useSuspendUser } from '../api/users.ts';

/** 'Askıya al' (with a reason, naming the person) or 'Yeniden etkinleştir' for one account. */
export function SuspensionActions({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  const name = `${user.name} ${user.surname}`.trim();
  const failed = (err: Error) =>
    notify.error(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('failed'));

  if (user.suspendedAt) {
    return (
      <>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`${name}: ${t('trust.reactivate')}`}
        >
          <RotateCcw aria-hidden="true" />
          {t('trust.reactivate')}
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          destructive={false}
          title={t('trust.confirmReactivate', { name })}
          confirmLabel={t('trust.reactivate')}
          pending={reactivate.isPending}
          onConfirm={() =>
            reactivate.mutate(user.id, {
              onSuccess: () => {
                setOpen(false);
                notify.success(t('trust.reactivated', { name }));
              },
              onError: failed,
            })
          }
        />
      </>
    );
  }
  // An admin cannot suspend their own account: the cell says why it has no button.
  if (isSelf) return <span className="text-sm text-slate-600">{t('trust.self')}</span>;
  return (
    <>
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${name}: ${t('trust.suspend')}`}
      >
        <Ban aria-hidden="true" />
        {t('trust.suspend')}
      </Button>
      <ReasonDialog
        schema={reasonInputSchema}
        open={open}
        onOpenChange={setOpen}
        title={t('trust.confirmSuspend', { name })}
        description={t(`trust.suspendDescription.${user.role}`)}
        reasonLabel={t('trust.reason')}
        confirmLabel={t('trust.suspend')}
        pending={suspend.isPending}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                setOpen(false);
                notify.success(t('trust.suspended', { name }));
              },
              onError: failed,
            },
          )
        }
      />
    </>
  );
}
