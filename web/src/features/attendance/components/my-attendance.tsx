import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyCourseAttendance } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMyAttendance } from '../api/attendance.ts';
import { formatDecimal } from './format.ts';

/** The certificate waits: passed, not issued, attendance below the threshold. */
const waitsForAttendance = (c: MyCourseAttendance) => c.passed && !c.certified && !c.reached;

/** The line that says a passed exam's certificate waits for attendance. */
function CertificateWait({ course }: { course: MyCourseAttendance }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {t('mine.waiting', { percent: formatDecimal(course.percent ?? 0), threshold: course.threshold })}
    </p>
  );
}

/** 'Devam durumum' on the student's profile: per course, hours and percent against the certificate's threshold. */
/**
 * Its own boundary: while this section's texts load (a lazy namespace) it alone waits, and a sibling never loses its
 * state to the profile's boundary (the recovery codes shown once at two-step set-up did).
 */
export function MyAttendance() {
  return (
    <Suspense fallback={null}>
      <MyAttendanceContent />
    </Suspense>
  );
}

function MyAttendanceContent() {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const query = useMyAttendance();
  return (
    <section aria-labelledby="my-attendance">
      <h2 id="my-attendance" className="mb-3 scroll-mt-20 text-xl font-semibold">
        {t('mine.heading')}
      </h2>
      {query.isPending ? (
        <CardGridSkeleton count={1} />
      ) : query.isError ? (
        <EmptyState>{t('mine.loadFailed')}</EmptyState>
      ) : query.data.length === 0 ? (
        <EmptyState>{t('mine.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((c) => (
            <li key={c.courseId}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{c.courseTitle}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-2 text-sm text-slate-800">
                  <p>
                    {t('mine.hours', { attended: formatDecimal(c.attendedHours), held: formatDecimal(c.heldHours) })}
                  </p>
                  <p>
                    {c.percent === null
                      ? t('mine.noPercent', { threshold: c.threshold })
                      : t('mine.percent', { percent: formatDecimal(c.percent), threshold: c.threshold })}
                  </p>
                  <StatusBadge tone={c.reached ? 'done' : 'neutral'}>
                    {c.reached ? t('mine.reached') : t('mine.below')}
                  </StatusBadge>
                  {waitsForAttendance(c) && <CertificateWait course={c} />}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** On 'Sertifikalarım': the passed courses whose certificate waits for attendance (nothing when none). */
/**
 * Its own boundary: while this section's texts load (a lazy namespace) it alone waits, and a sibling never loses its
 * state to the profile's boundary (the recovery codes shown once at two-step set-up did).
 */
export function WaitingCertificates() {
  return (
    <Suspense fallback={null}>
      <WaitingCertificatesContent />
    </Suspense>
  );
}

function WaitingCertificatesContent() {
  const query = useMyAttendance();
  const waiting = query.data?.filter(waitsForAttendance) ?? [];
  if (waiting.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2">
      {waiting.map((c) => (
        <li key={c.courseId}>
          <p className="mb-1 font-medium text-slate-900">{c.courseTitle}</p>
          <CertificateWait course={c} />
        </li>
      ))}
    </ul>
  );
}
