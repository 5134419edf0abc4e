import { Link } from 'react-router';
import { BookOpen, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useCourseList } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';

/** The course cards of /courses: the first page and 'Daha fazla' for the next. */
export function CourseList({ loggedIn }: { loggedIn: boolean }) {
  return (
    <PagedCardGrid query={useCourseList(loggedIn)} texts={{ loadFailed: t.loadFailed, empty: t.noCourses, more: t.more }}>
      {(course) => (
        <Card className="flex h-full flex-col">
          <CardHeader>
            <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
              <BookOpen className="size-4" aria-hidden="true" />
              {course.category}
            </p>
            <CardTitle level={2}>{course.title}</CardTitle>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="line-clamp-3 whitespace-pre-line">{course.description}</p>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
              <Users className="size-4" aria-hidden="true" />
              {t.students(course.enrolledCount)} · {t.questions(course.questionCount)}
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild>
              <Link to={`/courseInfoPage/${course.id}`} aria-label={`${course.title}: ${t.details}`}>
                {t.details}
              </Link>
            </Button>
          </CardFooter>
        </Card>
      )}
    </PagedCardGrid>
  );
}
