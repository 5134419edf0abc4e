import { useTranslation } from 'react-i18next';
import { COURSE_RESULTS_PAGE_SIZE, type CourseResultRow } from '@beceri/domain';
import { PagedTable, useTablePage } from '../../../components/admin-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useScrollToSection } from '../../../lib/use-scroll-to-section.ts';
import { useCourseResults } from '../api/course-results.ts';

/** The section's anchor: `/editCourse/{id}#course-results`. */
export const RESULTS_ID = 'course-results';

function ResultStatus({ row }: { row: CourseResultRow }) {
  const { t } = useTranslation('courses');
  if (row.attempts === 0) return <span className="text-slate-700">{t('results.notTried')}</span>;
  return row.passed ? (
    <StatusBadge>{t('results.passed')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t('results.failed')}</StatusBadge>
  );
}

function ResultRow({ row }: { row: CourseResultRow }) {
  const { t } = useTranslation('courses');
  const never = t('results.never');
  return (
    <Tr>
      <Td className="font-medium">{`${row.name} ${row.surname}`.trim()}</Td>
      <Td className="tabular-nums">{formatNumber(row.attempts)}</Td>
      <Td className="tabular-nums">
        {row.bestScore === null || row.total === null
          ? never
          : t('results.score', { score: row.bestScore, total: row.total })}
      </Td>
      <Td>
        <ResultStatus row={row} />
      </Td>
      <Td className="whitespace-nowrap">
        {row.lastAttemptAt ? <time dateTime={row.lastAttemptAt}>{formatDateTime(row.lastAttemptAt)}</time> : never}
      </Td>
    </Tr>
  );
}

/**
 * 'Sonuçlar' on the teacher's course page: each enrolled student's attempts, best score, pass and last attempt,
 * the newest attempt first (docs/product.md); cards on a phone.
 */
export function CourseResults({ courseId, title }: { courseId: string; title: string }) {
  const { t } = useTranslation('courses');
  const table = useTablePage(useCourseResults, COURSE_RESULTS_PAGE_SIZE, courseId);
  // The 'Sonuçlar' link of a course card lands here, below the editor.
  useScrollToSection(RESULTS_ID, !table.query.isPending);
  return (
    <section aria-labelledby={RESULTS_ID} className="mt-10">
      {/* Clear of the sticky header (4 rem) when scrolled to. */}
      <h2 id={RESULTS_ID} className="mb-3 scroll-mt-20 text-xl font-semibold">
        {t('results.heading')}
      </h2>
      <PagedTable
        table={table}
        label={t('results.tableLabel', { title })}
        texts={{ loadFailed: t('results.loadFailed'), empty: t('results.empty') }}
        head={
          <THead>
            <Tr>
              <Th>{t('results.student')}</Th>
              <Th>{t('results.attempts')}</Th>
              <Th>{t('results.bestScore')}</Th>
              <Th>{t('results.status')}</Th>
              <Th>{t('results.lastAttempt')}</Th>
            </Tr>
          </THead>
        }
      >
        {(rows) => (
          <TBody>
            {rows.map((row) => (
              <ResultRow key={row.studentId} row={row} />
            ))}
          </TBody>
        )}
      </PagedTable>
    </section>
  );
}
