import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { useCheckInCode } from '../api/attendance.ts';

/** The seconds left of the code, counted down between reads. */
function useCountdown(seconds: number | undefined, stamp: number) {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds, stamp]);
  return left;
}

/**
 * /sessions/{id}/check-in-code: the lab screen (decision 055). The code in large digits and a QR code of the check-in
 * page with it, both read again when the code changes, and how many have checked in.
 */
export function CheckInCodeScreen({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const query = useCheckInCode(sessionId);
  const [qr, setQr] = useState<string>();
  const url = query.data?.url;
  useEffect(() => {
    if (!url) return;
    let live = true;
    void QRCode.toDataURL(url, { margin: 2, width: 320, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setQr(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  const left = useCountdown(query.data?.expiresInSeconds, query.dataUpdatedAt);

  if (query.isError)
    return (
      <Page title={t('code.title')}>
        <EmptyState>{query.error.message || t('code.loadFailed')}</EmptyState>
      </Page>
    );
  const data = query.data;
  return (
    <Page title={t('code.title')}>
      <p className="mb-6 text-slate-700">{t('code.lead', { host: window.location.host })}</p>
      {data && (
        <div className="flex flex-col items-center gap-6 lg:flex-row lg:justify-center lg:gap-16">
          <p
            className="font-mono text-6xl font-bold tracking-[0.2em] text-slate-900 tabular-nums sm:text-8xl"
            aria-live="polite"
            data-testid="check-in-code"
          >
            {data.code}
          </p>
          {qr && <img src={qr} width={320} height={320} alt={t('code.qr')} className="rounded-lg border" />}
        </div>
      )}
      {data && (
        <div className="mt-6 text-center">
          <p className="text-lg text-slate-800">{t('code.refresh', { seconds: left })}</p>
          <p aria-live="polite" className="mt-2 text-2xl font-semibold text-slate-900">
            {t('code.count', { count: data.checkedIn, capacity: data.capacity })}
          </p>
          <Link
            to={`/sessions/${encodeURIComponent(sessionId)}/attendance`}
            className="mt-4 inline-block text-brand-700 underline"
          >
            {t('code.back')}
          </Link>
        </div>
      )}
    </Page>
  );
}
