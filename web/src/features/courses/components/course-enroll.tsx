import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { isSessionLost } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useEnroll } from '../api/courses.ts';
import { CoursePage, type Viewer } from './course-page.tsx';

/**
 * The enrol page: title, description, class cards and 'Kayıt ol'. A visitor is told that enrolling needs a login and
 * goes to /login with the reason and the way back.
 */
export function CourseEnroll({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const { t } = useTranslation('courses');
  const enroll = useEnroll();
  const navigate = useNavigate();
  const onEnroll = () => {
    if (!viewer) {
      navigate('/login', { state: { from: `/courseEnroll/${courseId}`, reason: 'enroll' } });
      return;
    }
    enroll.mutate(courseId, {
      onSuccess: () => {
        notify.success(t('page.enrollSuccess'));
        navigate('/StudentProfile');
      },
      onError: (err) => {
        // A session that ended meanwhile: the query client's policy sends the person to /login and back.
        if (!isSessionLost(err)) notify.error(t('page.enrollFailed'));
      },
    });
  };
  const notStudent = viewer !== null && viewer.role !== 'student';
  return (
    <CoursePage courseId={courseId} showMedia={false}>
      {(course) => (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button
            size="lg"
            onClick={onEnroll}
            disabled={enroll.isPending || notStudent}
            aria-describedby={viewer ? undefined : 'enroll-login-note'}
          >
            {t('page.enroll')}
          </Button>
          {!viewer && (
            <p id="enroll-login-note" className="text-slate-700">
              {t('page.loginToEnroll')}
            </p>
          )}
          {notStudent && <p className="text-slate-700">{t('page.onlyStudents')}</p>}
          {course.isEnrolled && <p className="text-slate-700">{t('page.enrolled')}</p>}
        </div>
      )}
    </CoursePage>
  );
}
