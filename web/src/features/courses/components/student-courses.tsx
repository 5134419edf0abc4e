import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseProgress, EnrolledCourse } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { cn } from '../../../lib/cn.ts';
import { useEnrolledCourses } from '../api/courses.ts';
import { useCourseProgress } from '../api/progress.ts';
import { lessonAnchor } from './class-list.tsx';
import { ProgressMeter } from './progress-meter.tsx';
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

/** How far the student is in the course, and the way on: the next lesson, or the exam once the lessons are done. */
function Progress({ course, progress }: { course: EnrolledCourse; progress: CourseProgress | undefined }) {
  const { t } = useTranslation('courses');
  if (!progress || progress.lessonsTotal === 0) return null;
  const text = t('student.lessons', { done: progress.lessonsDone, count: progress.lessonsTotal });
  return (
    <div className="flex flex-col gap-2">
      <ProgressMeter
        done={progress.lessonsDone}
        total={progress.lessonsTotal}
        label={t('path.progressLabel', { title: course.title })}
        text={text}
      />
      {progress.nextClassId ? (
        <Link
          to={`/courseInfoPage/${course.id}#${lessonAnchor(progress.nextClassId)}`}
          className="self-start font-medium text-brand-700 underline underline-offset-4"
          aria-label={t('student.continueLabel', { title: course.title })}
        >
          {t('student.continue')}
        </Link>
      ) : (
        !progress.examPassed && (
          <Link
            to={`/exam/${course.id}`}
            className="self-start font-medium text-brand-700 underline underline-offset-4"
            aria-label={t('student.goToExamLabel', { title: course.title })}
          >
            {t('student.goToExam')}
          </Link>
        )
      )}
    </div>
  );
}

/** 'Açılan kurslar' on the student's profile: each course with its progress and best exam result. */
export function StudentCourses() {
  const { t } = useTranslation('courses');
  const query = useEnrolledCourses();
  const progress = useCourseProgress(query.data?.pages.length ?? 0);
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
              <Progress course={course} progress={progress.get(course.id)} />
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
