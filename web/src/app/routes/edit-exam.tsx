import { Navigate, useSearchParams } from 'react-router';

/** /editExam?courseId=: the old address of the test editor leads to the question-bank editor (one editor). */
export default function EditExamRoute() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  return (
    <Navigate to={courseId ? `/teacher/courses/${encodeURIComponent(courseId)}/exam` : '/TeacherProfile'} replace />
  );
}
