import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Page } from '../../../components/ui/page.tsx';
import { formatDate } from '../../../lib/format.ts';
import { newsTexts as t } from '../texts.ts';
import { WithNewsPost } from './news-post.tsx';

/** Title, images and details; the details are plain text (React escapes them), never HTML. */
export function NewsDetail({ id }: { id: string }) {
  return (
    <WithNewsPost id={id}>
      {(post) => (
        <Page className="max-w-4xl">
          <Link to="/haberler" className="mb-4 inline-flex items-center gap-1 text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t.back}
          </Link>
          <article className="flex flex-col gap-5">
            <header>
              <h1 className="text-3xl font-bold text-slate-900">{post.title}</h1>
              <p className="mt-1 text-sm text-slate-600">{formatDate(post.createdAt)}</p>
            </header>
            {post.description && <p className="text-lg text-slate-800">{post.description}</p>}
            {post.images.length > 0 && (
              <ul className="grid gap-4 sm:grid-cols-2">
                {post.images.map((src, i) => (
                  <li key={src} className={post.images.length === 1 ? 'sm:col-span-2' : undefined}>
                    <img src={src} alt={t.imageAlt(post.title, i + 1)} width={800} height={450} className="aspect-video w-full rounded-lg bg-slate-100 object-cover" />
                  </li>
                ))}
              </ul>
            )}
            <div className="text-lg leading-relaxed whitespace-pre-line text-slate-800" data-testid="news-details">
              {post.details}
            </div>
          </article>
        </Page>
      )}
    </WithNewsPost>
  );
}
