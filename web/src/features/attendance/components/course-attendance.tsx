import { useTranslation } from 'react-i18next';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCourseAttendance } from '../api/attendance.ts';
import { formatDecimal, formatTime } from './format.ts';

/**
 * The course's attendance table (the teacher's 'Devam' tab, admins): per student the hours and percent against the
 * threshold, and the mark of each held session.
 */
export function CourseAttendanceTable({ courseId }: { courseId: string }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const query = useCourseAttendance(courseId);
  if (query.isPending) return <CardGridSkeleton count={1} />;
  if (query.isError) return <EmptyState>{t('course.loadFailed')}</EmptyState>;
  const data = query.data;
  if (data.sessions.length === 0) return <EmptyState>{t('course.empty')}</EmptyState>;
  if (data.students.length === 0) return <EmptyState>{t('course.noStudents')}</EmptyState>;
  const held = data.sessions.filter((s) => s.held);
  return (
    <section aria-labelledby="course-attendance">
      <h2 id="course-attendance" className="mb-2 text-xl font-semibold">
        {t('course.heading')}
      </h2>
      <p className="mb-3 text-slate-700">{t('course.threshold', { threshold: data.threshold })}</p>
      <Table label={t('course.table', { course: data.courseTitle })}>
        <THead>
          <Tr>
            <Th>{t('course.student')}</Th>
            <Th>{t('course.hours')}</Th>
            <Th>{t('course.percent')}</Th>
            {held.map((s) => (
              <Th key={s.id} className="whitespace-nowrap">
                {formatDate(s.startsAt)} {formatTime(s.startsAt)}
              </Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {data.students.map((s) => (
            <Tr key={s.studentId}>
              <Td className="font-medium text-slate-900">
                {s.name} {s.surname}
              </Td>
              <Td className="tabular-nums">
                {formatDecimal(s.attendedHours)} / {formatDecimal(s.heldHours)}
              </Td>
              <Td className={s.reached ? 'text-green-800' : 'text-red-800'}>
                {s.percent === null
                  ? t('course.none')
                  : t('course.percentValue', { percent: formatDecimal(s.percent) })}
              </Td>
              {held.map((session) => {
                const mark = s.marks[session.id];
                return <Td key={session.id}>{mark ? t(`statuses.${mark}`) : t('course.none')}</Td>;
              })}
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
