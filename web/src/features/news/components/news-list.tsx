import { Link } from 'react-router';
import { toast } from 'sonner';
import { Pencil, Trash2 } from 'lucide-react';
import { truncateText, type NewsPost } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useNewsList, useDeleteNews } from '../api/news.ts';
import { newsTexts as t } from '../texts.ts';

/** The card's text: the description, or the details when there is none, cut to 150 characters. */
const cardText = (post: NewsPost) => truncateText(post.description || post.details);

function NewsCard({ post, isAdmin }: { post: NewsPost; isAdmin: boolean }) {
  const remove = useDeleteNews();
  const onDelete = () => {
    if (!window.confirm(t.confirmDelete)) return;
    remove.mutate(post.id, {
      onSuccess: () => toast.success(t.deleted),
      onError: (err) => toast.error(err.message || t.failed),
    });
  };
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="news-card">
      <img
        src={post.images[0] ?? '/images/news-default.svg'}
        alt={post.images[0] ? t.imageAlt(post.title, 1) : t.noImageAlt}
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <CardHeader>
        <p className="text-sm text-slate-600">{formatDate(post.createdAt)}</p>
        <CardTitle level={2}>
          <Link to={`/haberler/details/${post.id}`} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p>{cardText(post)}</p>
      </CardContent>
      {isAdmin && (
        <CardFooter className="relative z-10">
          <Button asChild variant="outline" size="sm">
            <Link to={`/haberler/edit/${post.id}`} aria-label={`${post.title}: ${t.edit}`}>
              <Pencil aria-hidden="true" /> {t.edit}
            </Link>
          </Button>
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={remove.isPending} aria-label={`${post.title}: ${t.delete}`}>
            <Trash2 aria-hidden="true" /> {t.delete}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

export function NewsList({ isAdmin }: { isAdmin: boolean }) {
  return (
    <PagedCardGrid query={useNewsList()} texts={{ loadFailed: t.loadFailed, empty: t.empty, more: t.more }} itemClassName="relative">
      {(post) => <NewsCard post={post} isAdmin={isAdmin} />}
    </PagedCardGrid>
  );
}

/** The admin's buttons above the list (SPEC.md: back to /admin/courses and 'Blog Ekle'). */
export function NewsAdminActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link to="/admin/courses">{t.backToAdmin}</Link>
      </Button>
      <Button asChild>
        <Link to="/haberler/add-blog">{t.addNews}</Link>
      </Button>
    </div>
  );
}
