import { useTranslation } from 'react-i18next';
import { COURSE_ENDED_AFTER_DAYS } from '@beceri/domain';
import { MoreButton } from '../../../components/paged-card-grid.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { useEndedCourses } from '../api/courses.ts';

/**
 * 'Eski Kurslar' on the teacher profile: the teacher's courses whose enrolment ended (decision 051: published, and no
 * new student for COURSE_ENDED_AFTER_DAYS days), with their enrolled and passed students and the last enrolment.
 */
export function PastCourses() {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const query = useEndedCourses();
  const items = pagedItems(query.data);
  return (
    <section aria-labelledby="past-courses" aria-describedby="past-courses-rule">
      <h2 id="past-courses" className="mb-1 text-xl font-semibold">
        {t('pastCourses.heading')}
      </h2>
      <p id="past-courses-rule" className="mb-3 text-sm text-slate-700">
        {ts('ended.rule', { days: COURSE_ENDED_AFTER_DAYS })}
      </p>
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <EmptyState>{t('pastCourses.loadFailed')}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>{t('pastCourses.empty')}</EmptyState>
      ) : (
        <>
          <Table label={t('pastCourses.tableLabel')}>
            <THead>
              <Tr>
                <Th>{t('pastCourses.course')}</Th>
                <Th className="text-right max-sm:text-left">{t('pastCourses.enrolled')}</Th>
                <Th className="text-right max-sm:text-left">{t('pastCourses.passed')}</Th>
                <Th>{ts('ended.lastEnrolled')}</Th>
              </Tr>
            </THead>
            <TBody>
              {items.map((course) => (
                <Tr key={course.id}>
                  <Td className="font-medium">{course.title}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(course.enrolledCount)}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(course.passedCount)}</Td>
                  <Td>
                    {course.lastEnrolledAt ? (
                      <time dateTime={course.lastEnrolledAt}>{formatDate(course.lastEnrolledAt)}</time>
                    ) : (
                      ts('ended.noEnrolment')
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <MoreButton query={query} label={t('list.more')} className="mt-4" />
        </>
      )}
    </section>
  );
}
