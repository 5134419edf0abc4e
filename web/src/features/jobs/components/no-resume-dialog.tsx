import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';

/**
 * Before a student without a resume applies: upload one right here (then the application goes with it), or apply
 * without it. Closing the dialog applies to nothing.
 */
export function NoResumeDialog({
  open,
  onOpenChange,
  jobTitle,
  upload,
  onApplyWithout,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobTitle: string;
  upload: ReactNode;
  onApplyWithout: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('applying.noResumeTitle')} description={t('applying.noResumeText', { title: jobTitle })}>
        {upload}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={onApplyWithout}>
            {t('applying.applyWithout')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
