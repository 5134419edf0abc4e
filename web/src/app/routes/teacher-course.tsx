import { useLocation, useParams } from 'react-router';
import { TeacherCoursePage } from '../../features/courses/components/teacher-course-page.tsx';
import { ExamStatsSection } from '../../features/exams/components/exam-stats.tsx';

/** /teacher/courses/{courseId}[/results|/statistics]: the teacher's course page, a tab a path (decision 051). */
export default function TeacherCourseRoute() {
  const { courseId = '' } = useParams();
  const { pathname } = useLocation();
  const tab = pathname.endsWith('/results') ? 'results' : pathname.endsWith('/statistics') ? 'statistics' : 'content';
  return (
    <TeacherCoursePage
      courseId={courseId}
      tab={tab}
      statistics={tab === 'statistics' && <ExamStatsSection courseId={courseId} />}
    />
  );
}
