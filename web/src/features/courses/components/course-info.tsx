import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CoursePage, type Viewer } from './course-page.tsx';

/**
 * The course page (/courseInfoPage/{id} and, for enrolled students, /coursedetail/{id}): classes with their
 * material and 'Sınava Git'. Someone not enrolled is offered the enrol page instead of the exam.
 */
export function CourseInfo({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const canEnroll = !viewer || viewer.role === 'student';
  return (
    <CoursePage courseId={courseId}>
      {(course) => (
        <div className="mt-8 flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
          {course.isEnrolled ? (
            <>
              <StatusBadge>{t('applying.enrolledBadge')}</StatusBadge>
              <p className="text-slate-700">
                {t('page.enrolled')} {t('counts.questions', { count: course.questionCount })}
              </p>
              <Button
                size="lg"
                onClick={() =>
                  navigate('/exam', {
                    state: { studentId: viewer?.id, courseId: course.id, title: course.title },
                  })
                }
              >
                <GraduationCap aria-hidden="true" />
                {t('page.goToExam')}
              </Button>
            </>
          ) : canEnroll ? (
            <>
              <p className="text-slate-700">{t('page.enrollFirst')}</p>
              <Button asChild size="lg">
                <Link to={`/courseEnroll/${course.id}`}>{t('page.enroll')}</Link>
              </Button>
            </>
          ) : (
            <p className="text-slate-700">{t('page.onlyStudents')}</p>
          )}
        </div>
      )}
    </CoursePage>
  );
}
