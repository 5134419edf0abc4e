import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton, Skeleton } from '../../../components/ui/skeleton.tsx';
import { editorial } from '../../../lib/editorial.ts';
import { useAbout } from '../api/about.ts';

/** The public about page: main image, text, cards and the closing image. */
export function AboutView() {
  const { t } = useTranslation('about', { useSuspense: true });
  const query = useAbout();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-8">
        <Skeleton className="aspect-[12/5] w-full rounded-xl" />
        <PageSkeleton className="max-w-[33em] py-0" />
      </div>
    );
  }
  if (query.isError) return <EmptyState>{t('loadFailed')}</EmptyState>;
  const page = query.data;
  // Each text in the reader's language where it was written in it; the Turkish one says so on an English page.
  const cards = page.cards
    .filter((c) => c.text.trim() !== '')
    .map((c) => ({ id: c.id, ...editorial(c.text, c.textEn) }));
  const mainText = editorial(page.mainText, page.mainTextEn);
  const mainAlt = editorial(page.mainImageAlt, page.mainImageAltEn);
  const endAlt = editorial(page.endImageAlt, page.endImageAltEn);
  return (
    <div className="flex flex-col gap-8">
      <img
        src={page.mainImage ?? '/images/about-default.svg'}
        alt={page.mainImage ? mainAlt.text || t('mainImageAlt') : t('defaultImageAlt')}
        lang={page.mainImage && mainAlt.text ? mainAlt.lang : undefined}
        width={1200}
        height={500}
        fetchPriority="high"
        className="aspect-[12/5] w-full rounded-xl bg-slate-100 object-cover"
      />
      <p
        className="max-w-[33em] text-lg leading-relaxed whitespace-pre-line text-slate-800"
        data-testid="about-main-text"
        lang={mainText.lang}
      >
        {mainText.text}
      </p>
      {cards.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.id}
              className="rounded-lg border border-slate-200 bg-white p-5 whitespace-pre-line text-slate-800 shadow-sm"
              lang={card.lang}
            >
              {card.text}
            </li>
          ))}
        </ul>
      )}
      {page.endImage && (
        <img
          src={page.endImage}
          alt={endAlt.text || t('endImageAlt')}
          lang={endAlt.text ? endAlt.lang : undefined}
          width={1200}
          height={500}
          loading="lazy"
          className="aspect-[12/5] w-full rounded-xl object-cover"
        />
      )}
    </div>
  );
}
