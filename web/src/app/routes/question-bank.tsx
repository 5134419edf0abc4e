import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuestionBankPage } from '../../features/question-bank/components/question-bank-page.tsx';

/** /teacher/courses/{courseId}/exam: the question bank and exam settings of the teacher's own course. */
export default function QuestionBankRoute() {
  const { courseId = '' } = useParams();
  const { t } = useTranslation('questionBank', { useSuspense: true });
  return <QuestionBankPage courseId={courseId} back={`/editCourse/${courseId}`} backLabel={t('backToCourse')} />;
}
