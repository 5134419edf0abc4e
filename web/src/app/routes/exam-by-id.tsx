import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useExam } from '../../features/quiz/api/exam.ts';
import { NoTest, Quiz } from '../../features/quiz/components/quiz.tsx';
import { quizTexts } from '../../features/quiz/texts.ts';

/** /exam/{examId}: the same quiz, its questions fetched by the course id. */
export default function ExamByIdRoute() {
  const { examId = '' } = useParams();
  const navigate = useNavigate();
  const query = useExam(examId);
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (query.isPending) return <Spinner label={quizTexts.loading} />;
  if (query.isError) return <NoTest onBack={back} />;
  return <Quiz courseId={query.data.courseId} title={query.data.title} questions={query.data.questions} onBack={back} />;
}
