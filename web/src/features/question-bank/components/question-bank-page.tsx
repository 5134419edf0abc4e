import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useQuestionBank } from '../api/question-bank.ts';
import { QuestionBankEditor } from './question-bank-editor.tsx';

/** The editor on a page of its own: a heading naming the course and a link back. */
export function QuestionBankPage({ courseId, back, backLabel }: { courseId: string; back: string; backLabel: string }) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  // The editor's own query: one request for both.
  const bank = useQuestionBank(courseId);
  return (
    <Page
      title={bank.data ? t('titleOf', { title: bank.data.title }) : t('title')}
      actions={
        <Button asChild variant="outline">
          <Link to={back}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      }
    >
      <QuestionBankEditor courseId={courseId} />
    </Page>
  );
}
