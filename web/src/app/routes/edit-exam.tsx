import { useSearchParams } from 'react-router';
import { ExamEditor } from '../../features/courses/components/exam-editor.tsx';

export default function EditExamRoute() {
  const [params] = useSearchParams();
  return <ExamEditor courseId={params.get('courseId') ?? ''} />;
}
