import { useState } from 'react';
import { toast } from 'sonner';
import type { StudentProfile } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useWithdrawDisabilityConsent } from '../api/personal-data.ts';
import { disabilityConsentTexts as t } from '../texts.ts';

/** The stored disability answer (special-category data) and the withdrawal of its consent, which erases it. */
export function DisabilityConsent({ profile }: { profile: Pick<StudentProfile, 'disability' | 'disabilityConsent'> }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawDisabilityConsent();
  const onConfirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t.done, { duration: 3000 });
      },
      onError: () => toast.error(t.failed, { duration: 8000, closeButton: true }),
    });
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{t.title}</h3>
      <p>{profile.disability ? t.answer[profile.disability] : t.none}</p>
      {profile.disabilityConsent && <p className="text-sm text-slate-600">{t.consentGiven}</p>}
      {profile.disability && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="self-start">
              {profile.disabilityConsent ? t.withdraw : t.erase}
            </Button>
          </DialogTrigger>
          <DialogContent title={t.dialogTitle} description={t.dialogDescription} className="max-h-none">
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button variant="destructive" onClick={onConfirm} disabled={withdraw.isPending}>
                {t.confirm}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
