import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Users } from 'lucide-react';
import { ListingCard } from '../../../components/listing-card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import type { CourseFilters } from '@beceri/domain';
import { useCourseList, useEnrolledCourseIds } from '../api/courses.ts';
import { useCategoryLabel } from './category.ts';

/** The course cards of /courses: placeholder cards while the first page loads, then the cards and 'Daha fazla'. */
export function CourseList({
  loggedIn,
  student = false,
  filters = {},
  page = 1,
  emptyText,
  emptyAction,
}: {
  loggedIn: boolean;
  student?: boolean;
  filters?: CourseFilters;
  /** The page the address names (`?page=N`): the list starts there. */
  page?: number;
  emptyText?: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('courses');
  const categoryLabel = useCategoryLabel();
  const query = useCourseList(loggedIn, filters, page);
  const enrolled = useEnrolledCourseIds(student).data;
  if (query.isPending) return <CardGridSkeleton />;
  return (
    <PagedCardGrid
      query={query}
      texts={{ loadFailed: t('page.loadFailed'), empty: emptyText ?? t('list.empty'), more: t('list.more') }}
      emptyAction={emptyAction}
      pageLinks
    >
      {(course) => (
        <ListingCard
          icon={BookOpen}
          eyebrow={categoryLabel(course.category)}
          title={course.title}
          description={course.description}
          to={`/courseInfoPage/${course.id}`}
          linkLabel={t('list.details')}
        >
          <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
            <Users className="size-4" aria-hidden="true" />
            {t('counts.students', { count: course.enrolledCount })} ·{' '}
            {t('counts.questions', { count: course.questionCount })}
          </p>
          {enrolled?.has(course.id) && <StatusBadge className="mt-3">{t('applying.enrolledBadge')}</StatusBadge>}
        </ListingCard>
      )}
    </PagedCardGrid>
  );
}
