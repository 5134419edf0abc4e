import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { courseQuery } from '../../features/courses/api/courses.ts';
import { NotEnrolled, NoTest, TakeExam } from '../../features/exams/components/take-exam.tsx';

interface ExamState {
  courseId?: string;
  title?: string;
}

/**
 * /exam: docs/product.md's quiz, the course id carried in the navigation state; enrolment checked first. The questions
 * are the attempt the server draws, never a test carried by the page.
 */
export default function ExamRoute() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ExamState;
  const course = useQuery({ ...courseQuery(state.courseId ?? ''), enabled: Boolean(state.courseId) });
  // Back where the student came from; a page opened directly goes to the profile.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/StudentProfile'));
  if (!state.courseId) return <NoTest onBack={back} />;
  if (course.isPending) {
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  }
  if (course.data && !course.data.isEnrolled)
    return <NotEnrolled courseId={course.data.id} title={course.data.title} />;
  if (course.data && course.data.questionCount === 0) return <NoTest onBack={back} />;
  return <TakeExam courseId={state.courseId} title={course.data?.title ?? state.title} onBack={back} />;
}
