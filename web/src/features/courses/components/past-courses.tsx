import { useTranslation } from 'react-i18next';
import { MoreButton } from '../../../components/paged-card-grid.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { useOwnCourses } from '../api/courses.ts';

/**
 * 'Eski Kurslar' on the teacher profile: the teacher's own courses with their enrolled and passed students, as a table beside the cards of 'Kurslarım' (cards on a phone). The same list
 * as 'Kurslarım', so it costs no second request.
 */
export function PastCourses() {
  const { t } = useTranslation('courses');
  const query = useOwnCourses();
  const items = pagedItems(query.data);
  return (
    <section aria-labelledby="past-courses">
      <h2 id="past-courses" className="mb-3 text-xl font-semibold">
        {t('pastCourses.heading')}
      </h2>
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
              </Tr>
            </THead>
            <TBody>
              {items.map((course) => (
                <Tr key={course.id}>
                  <Td className="font-medium">{course.title}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(course.enrolledCount)}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(course.passedCount)}</Td>
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
