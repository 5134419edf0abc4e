import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPastDeadline, TALENT_INVITATIONS_PER_DAY, TALENT_MESSAGE_MAX, type TalentCard } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useOwnJobs } from '../api/jobs.ts';
import { useInvite } from '../api/talent.ts';

/**
 * 'Davet et': one of the company's open jobs (published, deadline not passed) and a message. A job with an invitation
 * still pending for this candidate is shown but cannot be chosen; the server's refusals (the daily limit among them)
 * show under the form in the reader's language.
 */
export function InviteDialog({
  card,
  open,
  onOpenChange,
}: {
  card: TalentCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const own = useOwnJobs(100, open);
  const invite = useInvite();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ jobId?: string; message?: string; form?: string }>({});
  const jobs = pagedItems(own.data).filter((j) => !j.unpublishedAt && !isPastDeadline(j.deadline));
  const pending = new Set(card.invitations.filter((i) => i.status === 'pending').map((i) => i.jobId));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      jobId: jobId ? undefined : t('jobRequired'),
      message: message.trim() ? undefined : t('messageRequired'),
    };
    setErrors(next);
    if (next.jobId || next.message) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    invite.mutate(
      { studentId: card.studentId, jobId, message },
      {
        onSuccess: () => {
          notify.success(t('sent'));
          setJobId('');
          setMessage('');
          setErrors({});
          onOpenChange(false);
        },
        onError: (err) => {
          if (isSessionLost(err)) return;
          if (err instanceof ApiError && err.status < 500) {
            setErrors({ ...err.fields, form: err.message });
            return;
          }
          setErrors({ form: t('failed') });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('dialogTitle', { name: card.displayName })} description={t('dialogDescription')}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {errors.form && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {translateMessage(errors.form)}
            </p>
          )}
          {own.isSuccess && jobs.length === 0 ? (
            <p className="text-slate-700">{t('noOpenJobs')}</p>
          ) : (
            <Field label={t('job')} error={errors.jobId}>
              <Select name="jobId" value={jobId} onChange={(e) => setJobId(e.target.value)}>
                <option value="">{t('chooseJob')}</option>
                {jobs.map((j) => (
                  <option key={j.id} value={j.id} disabled={pending.has(j.id)}>
                    {pending.has(j.id) ? t('alreadyInvitedOption', { title: j.title }) : j.title}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field
            label={t('message')}
            error={errors.message}
            hint={`${t('messageHint')} ${t('dailyLimit', { max: TALENT_INVITATIONS_PER_DAY })}`}
          >
            <Textarea
              name="message"
              value={message}
              maxLength={TALENT_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              rows={5}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={invite.isPending || jobs.length === 0}>
              {t('send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
