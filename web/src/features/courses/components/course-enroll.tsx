import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { useCourse, useEnroll } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';
import { ClassList } from './class-list.tsx';
import type { Viewer } from './course-info.tsx';

/** The enrol page: title, description, class cards and 'Kayıt ol' (to /login without a session). */
export function CourseEnroll({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const query = useCourse(courseId);
  const enroll = useEnroll();
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
  // A visitor enrols too: the server answers 401 and the query client's policy sends them to /login and back.
  const onEnroll = () =>
    enroll.mutate(course.id, {
      onSuccess: () => {
        toast.success(t.enrollSuccess);
        navigate('/StudentProfile');
      },
      onError: (err) => {
        if (!isSessionLost(err)) toast.error(t.enrollFailed);
      },
    });
  const notStudent = viewer !== null && viewer.role !== 'student';
  return (
    <Page title={course.title}>
      <p className="mb-8 max-w-3xl whitespace-pre-line text-lg text-slate-700">{course.description}</p>
      <h2 className="mb-4 text-xl font-semibold">{t.classes}</h2>
      <ClassList classes={course.classes} showMedia={false} />
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button size="lg" onClick={onEnroll} disabled={enroll.isPending || notStudent}>
          {t.enroll}
        </Button>
        {notStudent && <p className="text-slate-700">{t.onlyStudents}</p>}
        {course.isEnrolled && <p className="text-slate-700">{t.enrolled}</p>}
      </div>
    </Page>
  );
}
