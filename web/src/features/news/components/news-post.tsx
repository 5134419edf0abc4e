import type { ReactNode } from 'react';
import type { NewsPost } from '@beceri/domain';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNewsPost } from '../api/news.ts';
import { newsTexts as t } from '../texts.ts';

/** Loads one post for a screen: a spinner, the not-found page, or the screen with the post. */
export function WithNewsPost({ id, children }: { id: string; children: (post: NewsPost) => ReactNode }) {
  const query = useNewsPost(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Page>
        <EmptyState>{t.notFound}</EmptyState>
      </Page>
    );
  }
  return children(query.data);
}
