import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { truncateText, type NewsPost } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { editorial } from '../../../lib/editorial.ts';
import { formatDate } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/hydrated.ts';
import { useNewsList } from '../api/news.ts';
import { NewsArt } from './news-art.tsx';

const NewsCardAdmin = lazy(() => import('./news-card-admin.tsx'));

/**
 * The card's title and text in the reader's language (docs/product.md): the description, or the details when there is
 * none, cut to 150 characters; the English ones only beside an English title.
 */
function cardTexts(post: NewsPost) {
  const title = editorial(post.title, post.titleEn);
  const text =
    title.lang || !post.titleEn
      ? post.description || post.details
      : post.descriptionEn || post.detailsEn || post.description || post.details;
  return { title, text: truncateText(text) };
}

function NewsCard({ post, isAdmin }: { post: NewsPost; isAdmin: boolean }) {
  const { t } = useTranslation('news');
  const hydrated = useHydrated();
  const picture = 'aspect-video w-full bg-slate-100 object-cover';
  const { title, text } = cardTexts(post);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="news-card">
      {post.images[0] ? (
        <img
          src={post.images[0]}
          alt={t('imageAlt', { title: title.text, n: 1 })}
          width={640}
          height={360}
          loading="lazy"
          className={picture}
        />
      ) : (
        <NewsArt id={post.id} className={picture} />
      )}
      <CardHeader>
        <p className="text-sm text-slate-600">{formatDate(post.createdAt)}</p>
        <CardTitle level={2}>
          <Link
            to={`/haberler/details/${post.id}`}
            className="after:absolute after:inset-0 hover:underline"
            lang={title.lang}
          >
            {title.text}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p lang={title.lang}>{text}</p>
      </CardContent>
      {isAdmin && (
        // The buttons come once the page is hydrated (never rendered on the server), in their height meanwhile.
        <CardFooter className="relative z-10 min-h-14">
          {hydrated && (
            <Suspense fallback={null}>
              <NewsCardAdmin post={post} />
            </Suspense>
          )}
        </CardFooter>
      )}
    </Card>
  );
}

/** Placeholder cards of the news cards' shape in the same grid: the page keeps still while the posts arrive. */
function NewsListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="news-skeleton">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-6">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NewsList({ isAdmin, page = 1 }: { isAdmin: boolean; page?: number }) {
  const { t } = useTranslation('news');
  const query = useNewsList(page);
  if (query.isPending) return <NewsListSkeleton />;
  return (
    <PagedCardGrid
      query={query}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty'), more: t('more') }}
      itemClassName="relative"
      pageLinks
    >
      {(post) => <NewsCard post={post} isAdmin={isAdmin} />}
    </PagedCardGrid>
  );
}

/** The admin's buttons above the list (docs/product.md: back to /admin/courses and 'Blog Ekle'). */
export function NewsAdminActions() {
  const { t } = useTranslation('news');
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link to="/admin/courses">{t('backToAdmin')}</Link>
      </Button>
      <Button asChild>
        <Link to="/haberler/add-blog">{t('addNews')}</Link>
      </Button>
    </div>
  );
}
