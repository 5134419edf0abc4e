import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useCourse } from '../../features/courses/api/courses.ts';
import { NotEnrolled, NoTest, TakeExam } from '../../features/exams/components/take-exam.tsx';

/**
 * /exam/{examId}: the same exam by the course id. The course's page says whether the student is enrolled; one who is
 * not is offered the enrol page before an attempt is opened.
 */
export default function ExamByIdRoute() {
  const { examId = '' } = useParams();
  const navigate = useNavigate();
  const course = useCourse(examId);
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (course.isPending) {
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  }
  if (course.isError || course.data.questionCount === 0) return <NoTest onBack={back} />;
  if (!course.data.isEnrolled) return <NotEnrolled courseId={course.data.id} title={course.data.title} />;
  return <TakeExam courseId={course.data.id} title={course.data.title} onBack={back} />;
}
