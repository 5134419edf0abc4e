import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { editorial } from '../../../lib/editorial.ts';
import { formatDate } from '../../../lib/format.ts';
import { NewsArt } from './news-art.tsx';
import { WithNewsPost } from './news-post.tsx';

/**
 * Title, images and details; the details are plain text (React escapes them), never HTML. The page is one centred
 * column and its text at most about 70 characters a line (`33em`; `65ch` measures a digit, wider than the average
 * letter, and let 86 characters through): long lines are hard to follow from one to the next.
 */
export function NewsDetail({ id }: { id: string }) {
  const { t } = useTranslation('news');
  return (
    <WithNewsPost id={id}>
      {(post) => {
        const title = editorial(post.title, post.titleEn);
        // A post's texts go together: its English description and details only beside its English title.
        const english = !title.lang;
        const description = english
          ? editorial(post.description, post.descriptionEn)
          : { text: post.description, lang: title.lang };
        const details = english ? editorial(post.details, post.detailsEn) : { text: post.details, lang: title.lang };
        return (
          <Page>
            <div className="mx-auto w-full max-w-3xl">
              <Link to="/haberler" className="mb-4 inline-flex items-center gap-1 text-brand-700 hover:underline">
                <ArrowLeft className="size-4" aria-hidden="true" /> {t('back')}
              </Link>
              <article className="flex flex-col gap-5">
                <header className="max-w-[33em]">
                  <h1 className="text-3xl font-bold text-slate-900" lang={title.lang}>
                    {title.text}
                  </h1>
                  <p className="mt-1 text-sm text-slate-600">{formatDate(post.createdAt)}</p>
                </header>
                {description.text && (
                  <p
                    className="max-w-[33em] text-lg text-slate-800"
                    data-testid="news-description"
                    lang={description.lang}
                  >
                    {description.text}
                  </p>
                )}
                {post.images.length > 0 ? (
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {post.images.map((src, i) => (
                      <li key={src} className={post.images.length === 1 ? 'sm:col-span-2' : undefined}>
                        <img
                          src={src}
                          alt={t('imageAlt', { title: title.text, n: i + 1 })}
                          width={800}
                          height={450}
                          className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <NewsArt id={post.id} className="aspect-[3/1] w-full rounded-lg" />
                )}
                <div
                  className="max-w-[33em] text-lg leading-relaxed whitespace-pre-line text-slate-800"
                  data-testid="news-details"
                  lang={details.lang}
                >
                  {details.text}
                </div>
              </article>
            </div>
          </Page>
        );
      }}
    </WithNewsPost>
  );
}
