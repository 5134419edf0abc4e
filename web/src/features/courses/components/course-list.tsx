import { BookOpen, Users } from 'lucide-react';
import { ListingCard } from '../../../components/listing-card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useCourseList } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';

/** The course cards of /courses: the first page and 'Daha fazla' for the next. */
export function CourseList({ loggedIn }: { loggedIn: boolean }) {
  return (
    <PagedCardGrid query={useCourseList(loggedIn)} texts={{ loadFailed: t.loadFailed, empty: t.noCourses, more: t.more }}>
      {(course) => (
        <ListingCard
          icon={BookOpen}
          eyebrow={course.category}
          title={course.title}
          description={course.description}
          to={`/courseInfoPage/${course.id}`}
          linkLabel={t.details}
        >
          <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
            <Users className="size-4" aria-hidden="true" />
            {t.students(course.enrolledCount)} · {t.questions(course.questionCount)}
          </p>
        </ListingCard>
      )}
    </PagedCardGrid>
  );
}
