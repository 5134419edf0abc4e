import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EnrolledCourse } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { cn } from '../../../lib/cn.ts';
import { useEnrolledCourses } from '../api/courses.ts';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';

function Result({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('courses');
  if (!course.testStatus) return <p className="text-sm text-slate-600">{t('student.notTried')}</p>;
  const passed = course.testStatus.status === 'passed';
  return (
    <p className="text-sm">
      <span className="text-slate-600">{t('student.result')}: </span>
      <span className={cn('font-semibold', passed ? 'text-green-800' : 'text-red-700')}>
        {t(passed ? 'student.passed' : 'student.failed', {
          score: course.testStatus.score,
          total: course.questionCount,
        })}
      </span>
    </p>
  );
}

/** 'Açılan kurslar' on the student's profile: each course with its best exam result. */
export function StudentCourses() {
  const { t } = useTranslation('courses');
  const query = useEnrolledCourses();
  if (query.isPending) {
    return (
      <section aria-labelledby="student-courses">
        <h2 id="student-courses" className="mb-3 text-xl font-semibold">
          {t('student.heading')}
        </h2>
        <CardGridSkeleton count={3} />
      </section>
    );
  }
  return (
    <section aria-labelledby="student-courses">
      <h2 id="student-courses" className="mb-3 text-xl font-semibold">
        {t('student.heading')}
      </h2>
      <PagedCardGrid
        query={query}
        texts={{ loadFailed: t('page.loadFailed'), empty: t('student.empty'), more: t('list.more') }}
        grid="section"
      >
        {(course) => (
          <Card className="flex h-full flex-col">
            <CardHeader>
              <CardTitle>{course.title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-3">
              <p className="line-clamp-3 whitespace-pre-line">{course.description}</p>
              <Result course={course} />
            </CardContent>
            <CardFooter>
              <Button asChild size="sm">
                <Link to={`/coursedetail/${course.id}`} aria-label={`${course.title}: ${t('student.view')}`}>
                  {t('student.view')}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        )}
      </PagedCardGrid>
    </section>
  );
}
