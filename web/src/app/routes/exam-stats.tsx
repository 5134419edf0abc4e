import { useParams } from 'react-router';
import { ExamStatsScreen } from '../../features/exams/components/exam-stats.tsx';

/** /examStats/{courseId}: the item statistics of the teacher's own course. */
export default function ExamStatsRoute() {
  const { courseId = '' } = useParams();
  return <ExamStatsScreen courseId={courseId} back="/TeacherProfile" />;
}
