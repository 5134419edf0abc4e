import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { ExamBodies } from '../../features/news/components/exam-bodies.tsx';
import { NewsAdminActions, NewsList } from '../../features/news/components/news-list.tsx';
import { useNewsList } from '../../features/news/api/news.ts';
import { useListPage } from '../../lib/url-filters.ts';
import { usePublicConfig } from '../public-config.ts';

export default function Route() {
  const { t } = useTranslation('news');
  const { user } = useSession();
  const config = usePublicConfig();
  const isAdmin = user?.role === 'admin';
  // The table waits for the list above it: appearing first, it would be pushed down when the cards arrive.
  const page = useListPage();
  const listSettled = !useNewsList(page).isPending;
  return (
    <Page title={t('title')} actions={isAdmin ? <NewsAdminActions /> : undefined}>
      <div className="flex flex-col gap-14">
        <NewsList isAdmin={isAdmin} page={page} />
        {listSettled && (
          <ExamBodies authorityUrl={config?.qualificationAuthorityUrl} signupUrl={config?.examSignupUrl} />
        )}
      </div>
    </Page>
  );
}
