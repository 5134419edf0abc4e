import { useTranslation } from 'react-i18next';

/**
 * Above the fold: loaded eagerly with explicit size so nothing shifts. On a phone the illustration sits under the
 * headline, never behind it; from the laptop width up it fills the band, with the text on a solid fade at the left.
 */
export function Banner() {
  const { t } = useTranslation('home', { useSuspense: true });
  return (
    <section
      className="relative isolate flex flex-col overflow-hidden bg-brand-900 text-white lg:block"
      data-testid="home-banner"
    >
      <img
        src="/images/banner.svg"
        alt={t('banner.alt')}
        width={1440}
        height={420}
        fetchPriority="high"
        className="order-last block aspect-[16/7] max-h-72 w-full object-cover object-right lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto lg:h-full lg:max-h-none lg:opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-y-0 left-0 -z-10 hidden w-3/5 bg-linear-to-r from-brand-900 via-brand-900/80 to-transparent lg:block"
      />
      <div className="mx-auto flex w-full max-w-[1440px] flex-col justify-center gap-3 px-4 py-8 sm:px-6 lg:min-h-[340px] lg:py-12 lg:px-10">
        <h1
          className="max-w-xl text-3xl font-bold sm:text-4xl xl:max-w-2xl xl:text-5xl"
          data-testid="home-banner-title"
        >
          {t('banner.title')}
        </h1>
        <p className="max-w-xl text-lg text-blue-50 sm:text-xl" data-testid="home-banner-lead">
          {t('banner.lead')}
        </p>
      </div>
    </section>
  );
}
