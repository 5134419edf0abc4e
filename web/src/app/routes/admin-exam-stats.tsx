import { useParams } from 'react-router';
import { ExamStatsScreen } from '../../features/exams/components/exam-stats.tsx';

/** /admin/courses/exam-stats/{id}: the item statistics of any course, for admins. */
export default function AdminExamStatsRoute() {
  const { id = '' } = useParams();
  return <ExamStatsScreen courseId={id} back="/admin/courses" />;
}
