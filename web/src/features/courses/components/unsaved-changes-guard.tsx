import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes (decision 051): on reload or close the browser asks, on the app's
 * own links this dialog ('Sayfada kal' keeps the form, 'Ayrıl' leaves and drops the changes).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const guard = useUnsavedChanges(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
      title={ts('unsaved.title')}
      description={ts('unsaved.detail')}
      confirmLabel={ts('unsaved.leave')}
      cancelLabel={ts('unsaved.stay')}
      onConfirm={guard.leave}
    />
  );
}
