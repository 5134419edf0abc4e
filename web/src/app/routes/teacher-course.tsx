import { useParams } from 'react-router';
import { TeacherCoursePage } from '../../features/courses/components/teacher-course-page.tsx';
import type { TeacherCourseTab } from '../../features/courses/components/teacher-course-tabs.tsx';
import { CourseAttendanceTable } from '../../features/attendance/components/course-attendance.tsx';
import { ExamStatsSection } from '../../features/exams/components/exam-stats.tsx';
import { QuestionBankEditor } from '../../features/question-bank/components/question-bank-editor.tsx';
import { CourseLabSessions } from '../../features/timetable/components/course-lab-sessions.tsx';
import NotFound from './not-found.tsx';

const TABS: readonly string[] = ['exam', 'results', 'statistics', 'lab', 'attendance'] satisfies TeacherCourseTab[];

/**
 * /teacher/courses/{courseId}[/exam|/results|/statistics|/lab]: the teacher's course page, a tab a path (decision 051); the
 * exam tab is the question bank's editor (decision 052). One route for the four, so the first visit's code carries one.
 */
export default function TeacherCourseRoute() {
  const { courseId = '', tab: segment } = useParams();
  if (segment !== undefined && !TABS.includes(segment)) return <NotFound />;
  const tab = (segment ?? 'content') as TeacherCourseTab;
  return (
    <TeacherCoursePage
      courseId={courseId}
      tab={tab}
      panel={
        tab === 'exam' ? (
          <QuestionBankEditor courseId={courseId} />
        ) : tab === 'lab' ? (
          <CourseLabSessions courseId={courseId} />
        ) : tab === 'attendance' ? (
          <CourseAttendanceTable courseId={courseId} />
        ) : (
          tab === 'statistics' && <ExamStatsSection courseId={courseId} />
        )
      }
    />
  );
}
