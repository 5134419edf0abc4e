import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellOff, CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/toast.ts';
import { alertPhrases, unsubscribe, useUnsubscribeView } from '../api/job-alerts.ts';

/**
 * Where a digest's link lands (`/job-alerts/unsubscribe?token=…`, decision 064): works without logging in, shows the
 * searches the link removes, and removes them only when the button is pressed — opening the page (a mail scanner
 * following the link) removes nothing.
 */
export function UnsubscribePanel() {
  const { t } = useTranslation('matching', { keyPrefix: 'alerts', useSuspense: true });
  const token = useSearchParams()[0].get('token') ?? '';
  const view = useUnsubscribeView(token);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button goes with the list it removed: the keyboard's focus moves to the confirmation instead of the page's start.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  const onUnsubscribe = async () => {
    setBusy(true);
    try {
      await unsubscribe(token);
      setDone(true);
    } catch {
      notify.error(t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const invalid = token === '' || view.isError;
  const alerts = view.data?.alerts ?? [];
  const Icon = invalid ? XCircle : done ? CheckCircle2 : BellOff;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <Icon className={invalid ? 'size-10 text-red-700' : 'size-10 text-brand-700'} aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{t('unsubscribeTitle')}</h1>
      {invalid ? (
        <p role="alert">{t('invalidLink')}</p>
      ) : view.isPending ? (
        <p>{t('loading')}</p>
      ) : done ? (
        <p role="status" ref={confirmation} tabIndex={-1} className="outline-none">
          {t('unsubscribed')}
        </p>
      ) : alerts.length === 0 ? (
        <p role="status">{t('nothingLeft')}</p>
      ) : (
        <>
          <p>{t('unsubscribeIntro')}</p>
          <ul className="flex w-full list-disc flex-col gap-1 pl-6">
            {alerts.map((a, i) => (
              <li key={i} className="break-words">
                {alertPhrases(t, a).join(' · ')}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">{t('noLogin')}</p>
          <Button onClick={() => void onUnsubscribe()} disabled={busy}>
            {t('unsubscribeButton')}
          </Button>
        </>
      )}
    </div>
  );
}
