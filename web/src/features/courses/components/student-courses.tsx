import { Link } from 'react-router';
import { testResultLabel, type EnrolledCourse } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useEnrolledCourses } from '../api/courses.ts';
import { courseTexts, studentCourseTexts as t } from '../texts.ts';

function Result({ course }: { course: EnrolledCourse }) {
  if (!course.testStatus) return <p className="text-sm text-slate-600">{t.notTried}</p>;
  const passed = course.testStatus.status === 'passed';
  return (
    <p className="text-sm">
      <span className="text-slate-600">{t.result}: </span>
      <span className={cn('font-semibold', passed ? 'text-green-800' : 'text-red-700')}>
        {testResultLabel(course.testStatus.status, course.testStatus.score, course.questionCount)}
      </span>
    </p>
  );
}

/** 'Açılan kurslar' on the student's profile: each course with its best exam result. */
export function StudentCourses() {
  const query = useEnrolledCourses();
  const courses = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="student-courses">
      <h2 id="student-courses" className="mb-3 text-xl font-semibold">{t.heading}</h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <EmptyState>{courseTexts.loadFailed}</EmptyState>
      ) : courses.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
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
                    <Link to={`/coursedetail/${course.id}`} aria-label={`${course.title}: ${t.view}`}>{t.view}</Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {courseTexts.more}
          </Button>
        </div>
      )}
    </section>
  );
}
