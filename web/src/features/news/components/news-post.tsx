import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsPost } from '@beceri/domain';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useNewsPost } from '../api/news.ts';

/** Loads one post for a screen: placeholder lines, the not-found page, or the screen with the post. */
export function WithNewsPost({ id, children }: { id: string; children: (post: NewsPost) => ReactNode }) {
  const { t } = useTranslation('news');
  const query = useNewsPost(id);
  if (query.isPending) {
    return (
      <Page>
        <PageSkeleton lines={8} className="mx-auto w-full max-w-3xl" />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <EmptyState>{t('notFound')}</EmptyState>
      </Page>
    );
  }
  return children(query.data);
}
