import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';

/** Minutes left at which screen readers hear the time (and once when it is up): often enough, never a stream. */
const ANNOUNCE_AT = [10, 5, 1];

const clock = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

/**
 * The visible countdown to `endsAt` (the server's deadline, so a reload shows the time really left). The clock itself is
 * not read aloud every second; a polite live region says the minutes left at 10, 5 and 1, and when the time is up.
 */
export function ExamTimer({ endsAt, onTimeUp }: { endsAt: string; onTimeUp: () => void }) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const end = new Date(endsAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());
  const fired = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = end - now;
  useEffect(() => {
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        setAnnouncement(t('timeUp'));
        onTimeUp();
      }
      return;
    }
    const minutes = Math.ceil(left / 60_000);
    const due = ANNOUNCE_AT.filter((m) => minutes <= m);
    if (due.length === 0 || due.every((m) => announced.current.has(m))) return;
    // One announcement for every mark reached, even after a reload that skipped some.
    for (const m of due) announced.current.add(m);
    setAnnouncement(t('minutesLeft', { count: minutes }));
  }, [left, onTimeUp, t]);
  const urgent = left < 60_000;
  return (
    <>
      <p
        className={
          urgent
            ? 'flex items-center gap-2 rounded-md bg-red-50 px-3 py-1 font-semibold text-red-800 tabular-nums'
            : 'flex items-center gap-2 rounded-md bg-slate-100 px-3 py-1 font-semibold text-slate-800 tabular-nums'
        }
      >
        <Clock className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('timeLeftLabel')}</span>
        <span role="timer" aria-live="off">
          {clock(left)}
        </span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
