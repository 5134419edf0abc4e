import { Link, useNavigate } from 'react-router';
import { GraduationCap } from 'lucide-react';
import type { Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCourse } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';
import { ClassList } from './class-list.tsx';

export interface Viewer {
  id: string;
  role: Role;
}

/**
 * The course page (/courseInfoPage/{id} and, for enrolled students, /coursedetail/{id}): classes with their
 * material and 'Sınava Git'. Someone not enrolled is offered the enrol page instead of the exam.
 */
export function CourseInfo({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const query = useCourse(courseId);
  const navigate = useNavigate();
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page>
        <EmptyState>{missing ? t.notFound : t.loadFailed}</EmptyState>
      </Page>
    );
  }
  const course = query.data;
  const goToExam = () =>
    navigate('/exam', { state: { test: course.test, studentId: viewer?.id, courseId: course.id, title: course.title } });
  const canEnroll = !viewer || viewer.role === 'student';
  return (
    <Page title={course.title}>
      <p className="mb-8 max-w-3xl whitespace-pre-line text-lg text-slate-700">{course.description}</p>
      <h2 className="mb-4 text-xl font-semibold">{t.classes}</h2>
      <ClassList classes={course.classes} />
      <div className="mt-8 flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
        {course.isEnrolled ? (
          <>
            <p className="text-slate-700">{t.enrolled} {t.questions(course.questionCount)}</p>
            <Button size="lg" onClick={goToExam}>
              <GraduationCap aria-hidden="true" />
              {t.goToExam}
            </Button>
          </>
        ) : canEnroll ? (
          <>
            <p className="text-slate-700">{t.enrollFirst}</p>
            <Button asChild size="lg">
              <Link to={`/courseEnroll/${course.id}`}>{t.enroll}</Link>
            </Button>
          </>
        ) : (
          <p className="text-slate-700">{t.onlyStudents}</p>
        )}
      </div>
    </Page>
  );
}
