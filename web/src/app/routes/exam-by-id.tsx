import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useExam } from '../../features/exams/api/exams.ts';
import { NoTest, TakeExam } from '../../features/exams/components/take-exam.tsx';
import { examTexts } from '../../features/exams/texts.ts';

/** /exam/{examId}: the same quiz, its questions fetched by the course id. */
export default function ExamByIdRoute() {
  const { examId = '' } = useParams();
  const navigate = useNavigate();
  const query = useExam(examId);
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (query.isPending) return <Spinner label={examTexts.loading} />;
  if (query.isError) return <NoTest onBack={back} />;
  return <TakeExam courseId={query.data.courseId} title={query.data.title} questions={query.data.questions} onBack={back} />;
}
