import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FileDown, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, type AttendanceRoster, type AttendanceStatus } from '@beceri/domain';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadSheet, useRoster, useSaveMarks } from '../api/attendance.ts';
import { formatTime } from './format.ts';
import { STATUS_STYLE } from './status-style.ts';

/** One tap moves a student to the next mark. */
const next = (s: AttendanceStatus): AttendanceStatus =>
  ATTENDANCE_STATUSES[(ATTENDANCE_STATUSES.indexOf(s) + 1) % ATTENDANCE_STATUSES.length];

/** The marks the screen starts from: the saved ones, everyone present for a session with none yet. */
function initialMarks(roster: AttendanceRoster): Record<string, AttendanceStatus> {
  const anyMarked = roster.students.some((s) => s.status !== null);
  return Object.fromEntries(
    roster.students.map((s) => [s.studentId, s.status ?? (anyMarked ? 'absent' : 'present')] as const),
  );
}

function Roster({ sessionId, roster }: { sessionId: string; roster: AttendanceRoster }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const [marks, setMarks] = useState(() => initialMarks(roster));
  const [dirty, setDirty] = useState(roster.students.some((s) => s.status === null));
  // The roster read again (after a save): the screen stays (a new one would drop the keyboard focus to the page),
  // marks changed and not yet saved stay, and the others follow the server's, a student enrolled since included.
  const [shown, setShown] = useState(roster);
  if (roster !== shown) {
    setShown(roster);
    const fresh = initialMarks(roster);
    setMarks((m) =>
      Object.fromEntries(roster.students.map((s) => [s.studentId, (dirty && m[s.studentId]) || fresh[s.studentId]])),
    );
  }
  const save = useSaveMarks(sessionId);
  const counts = useMemo(() => {
    const c = { present: 0, late: 0, absent: 0, excused: 0 };
    for (const s of Object.values(marks)) c[s] += 1;
    return c;
  }, [marks]);
  const { session } = roster;

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { marks: roster.students.map((s) => ({ studentId: s.studentId, status: marks[s.studentId] })) },
      {
        onSuccess: (r) => {
          setDirty(false);
          notify.success(t('marking.saved', { count: r.saved }));
        },
        onError: (err) => notify.error(err instanceof ApiError ? err.message : t('marking.loadFailed')),
      },
    );
  };
  const sheet = async () => {
    try {
      await downloadSheet(sessionId);
    } catch {
      notify.error(t('marking.sheetFailed'));
    }
  };

  return (
    <Page title={`${t('marking.title')}: ${session.courseTitle}`} className="pb-28">
      <p className="text-slate-700">
        {t('marking.session', {
          date: formatDate(session.startsAt),
          start: formatTime(session.startsAt),
          end: formatTime(session.endsAt),
          room: session.room,
        })}
      </p>
      <div className="my-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={sheet}>
          <FileDown className="size-4" aria-hidden="true" /> {t('marking.sheet')}
        </Button>
        <Link
          to={`/sessions/${encodeURIComponent(sessionId)}/check-in-code`}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          <QrCode className="size-4" aria-hidden="true" /> {t('marking.code')}
        </Link>
      </div>
      <p aria-live="polite" data-testid="attendance-counts" className="mb-2 font-medium text-slate-900">
        {t('marking.counts', counts)}
      </p>
      {!roster.open && (
        <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('marking.closed', { opens: formatDateTime(roster.opensAt), closes: formatDateTime(roster.closesAt) })}
        </p>
      )}
      {roster.students.length === 0 ? (
        <EmptyState>{t('marking.empty')}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">{t('marking.hint')}</p>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {roster.students.map((s) => {
              const status = marks[s.studentId];
              const name = `${s.name} ${s.surname}`;
              return (
                <li key={s.studentId}>
                  {/* scroll-mb: a button tabbed to stops above the bar fixed at the bottom, not under it. */}
                  <button
                    type="button"
                    aria-label={t('marking.cycle', { name, status: t(`statuses.${status}`) })}
                    onClick={() => {
                      setMarks((m) => ({ ...m, [s.studentId]: next(m[s.studentId]) }));
                      setDirty(true);
                    }}
                    className="flex min-h-14 w-full scroll-mb-24 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{name}</span>
                      {s.checkedIn && <span className="block text-xs text-slate-600">{t('marking.checkedIn')}</span>}
                    </span>
                    <span
                      className={cn(
                        'shrink-0 rounded-full border px-3 py-1 text-sm font-semibold',
                        STATUS_STYLE[status],
                      )}
                    >
                      {t(`statuses.${status}`)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {/* data-bottom-bar: the cookie question waits at the end of the page instead (app/layouts/cookie-consent.tsx). */}
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgba(0,0,0,0.06)]"
      >
        <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-3">
          <span className="text-sm text-slate-700">{dirty ? t('marking.unsaved') : ''}</span>
          {/* Not disabled while it saves: a disabled button drops the keyboard focus to the page (aria-disabled). */}
          <Button
            onClick={submit}
            disabled={!roster.open || roster.students.length === 0}
            aria-disabled={save.isPending || undefined}
            className="min-w-32 aria-disabled:opacity-60"
          >
            {save.isPending ? t('marking.saving') : t('marking.save')}
          </Button>
        </div>
      </div>
    </Page>
  );
}

/** /sessions/{id}/attendance: the teacher's roster on a phone, everyone saved at once (decision 055). */
export function AttendanceMarkingPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const query = useRoster(sessionId);
  if (query.isPending) return <Page title={t('marking.title')}>{null}</Page>;
  if (query.isError)
    return (
      <Page title={t('marking.title')}>
        <EmptyState>
          {query.error instanceof ApiError && query.error.status === 404 ? t('marking.notFound') : query.error.message}
        </EmptyState>
      </Page>
    );
  return <Roster key={sessionId} sessionId={sessionId} roster={query.data} />;
}
