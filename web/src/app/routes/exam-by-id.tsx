import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useCourse } from '../../features/courses/api/courses.ts';
import { useExam } from '../../features/exams/api/exams.ts';
import { NotEnrolled, NoTest, TakeExam } from '../../features/exams/components/take-exam.tsx';

/**
 * /exam/{examId}: the same quiz, its questions fetched by the course id. The course's page says whether the student
 * is enrolled; one who is not is offered the enrol page before the first question.
 */
export default function ExamByIdRoute() {
  const { examId = '' } = useParams();
  const navigate = useNavigate();
  const exam = useExam(examId);
  const course = useCourse(examId);
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (exam.isPending || course.isPending) {
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  }
  if (course.data && !course.data.isEnrolled) return <NotEnrolled courseId={course.data.id} title={course.data.title} />;
  if (exam.isError) return <NoTest onBack={back} />;
  return <TakeExam courseId={exam.data.courseId} title={exam.data.title} questions={exam.data.questions} onBack={back} />;
}
