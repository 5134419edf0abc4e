import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { EXTRA_TIME_MAX_PERCENT, extraTimeInputSchema, type AdminUserRow } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetExtraTime } from '../api/users.ts';

/**
 * 'Ek sınav süresi' for a student with an accessibility need (docs/product.md): a percent of every exam's time limit,
 * 0–200, applied to attempts opened from now on. The button shows the current value.
 */
export function ExtraTimeAction({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSetExtraTime();
  const name = `${user.name} ${user.surname}`.trim();
  const current = user.extraTimePercent ?? 0;

  const show = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValue(String(current));
      setError(undefined);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = extraTimeInputSchema.safeParse({ extraTimePercent: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { id: user.id, extraTimePercent: parsed.data.extraTimePercent },
      {
        onSuccess: ({ extraTimePercent }) => {
          notify.success(t('extraTime.saved', { name, percent: extraTimePercent }));
          setOpen(false);
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('failed');
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => show(true)} aria-label={t('extraTime.label', { name })}>
        <Timer aria-hidden="true" />
        {current > 0 ? t('extraTime.buttonWith', { percent: current }) : t('extraTime.button')}
      </Button>
      <Dialog open={open} onOpenChange={show}>
        <DialogContent title={t('extraTime.title', { name })} description={t('extraTime.description')}>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <Field
              label={t('extraTime.field')}
              hint={t('extraTime.hint', { max: EXTRA_TIME_MAX_PERCENT })}
              error={error}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={EXTRA_TIME_MAX_PERCENT}
                step={5}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className="max-w-40"
              />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={() => show(false)}>
                {tc('cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {t('extraTime.save')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
