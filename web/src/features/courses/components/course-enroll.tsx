import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { isSessionLost } from '../../../lib/api.ts';
import { useEnroll } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';
import { CoursePage, type Viewer } from './course-page.tsx';

/** The enrol page: title, description, class cards and 'Kayıt ol' (to /login without a session). */
export function CourseEnroll({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const enroll = useEnroll();
  const navigate = useNavigate();
  // A visitor enrols too: the server answers 401 and the query client's policy sends them to /login and back.
  const onEnroll = () =>
    enroll.mutate(courseId, {
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
    <CoursePage courseId={courseId} showMedia={false}>
      {(course) => (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button size="lg" onClick={onEnroll} disabled={enroll.isPending || notStudent}>
            {t.enroll}
          </Button>
          {notStudent && <p className="text-slate-700">{t.onlyStudents}</p>}
          {course.isEnrolled && <p className="text-slate-700">{t.enrolled}</p>}
        </div>
      )}
    </CoursePage>
  );
}
