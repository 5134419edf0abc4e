import { useLocation, useNavigate } from 'react-router';
import { parsePublicTest } from '@beceri/domain';
import { NoTest, TakeExam } from '../../features/exams/components/take-exam.tsx';

interface ExamState {
  test?: unknown;
  studentId?: string;
  courseId?: string;
  title?: string;
}

/** /exam: the quiz with the test, studentId and courseId carried in the navigation state. */
export default function ExamRoute() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ExamState;
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (!state.courseId) return <NoTest onBack={back} />;
  const { questions } = parsePublicTest(state.test);
  return <TakeExam courseId={state.courseId} title={state.title} questions={questions} onBack={back} />;
}
