import { Link, useNavigate } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { courseTexts as t } from '../texts.ts';
import { CoursePage, type Viewer } from './course-page.tsx';

/**
 * The course page (/courseInfoPage/{id} and, for enrolled students, /coursedetail/{id}): classes with their
 * material and 'Sınava Git'. Someone not enrolled is offered the enrol page instead of the exam.
 */
export function CourseInfo({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const navigate = useNavigate();
  const canEnroll = !viewer || viewer.role === 'student';
  return (
    <CoursePage courseId={courseId}>
      {(course) => (
        <div className="mt-8 flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
          {course.isEnrolled ? (
            <>
              <p className="text-slate-700">{t.enrolled} {t.questions(course.questionCount)}</p>
              <Button
                size="lg"
                onClick={() =>
                  navigate('/exam', { state: { test: course.test, studentId: viewer?.id, courseId: course.id, title: course.title } })
                }
              >
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
      )}
    </CoursePage>
  );
}
