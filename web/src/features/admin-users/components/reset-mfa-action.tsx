import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldOff } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetUserMfa } from '../api/users.ts';

/** An admin clears a person's second factors (lost phone and codes): named, confirmed, logged by the server. */
export function ResetMfaAction({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const reset = useResetUserMfa();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t('admin.resetLabel', { name })}>
        <ShieldOff aria-hidden="true" />
        {t('admin.reset')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.confirmReset', { name })}
        description={t('admin.resetDescription')}
        confirmLabel={t('admin.reset')}
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(userId, {
            onSuccess: () => {
              setOpen(false);
              notify.success(t('admin.done', { name }));
            },
            onError: (err) =>
              notify.error(err instanceof ApiError && err.status > 0 ? err.message : t('section.failed')),
          })
        }
      />
    </>
  );
}
