import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuestionBankPage } from '../../features/question-bank/components/question-bank-page.tsx';

/** /admin/courses/exam/{id}: a course's question bank for admins (changed only on courses an admin added). */
export default function AdminQuestionBankRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('questionBank', { useSuspense: true });
  return <QuestionBankPage courseId={id} back="/admin/courses" backLabel={t('backToAdminCourses')} />;
}
