import { homeTexts as t } from '../texts.ts';

/** Above the fold: loaded eagerly with explicit size so nothing shifts. */
export function Banner() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src="/images/banner.svg"
        alt={t.bannerAlt}
        width={1440}
        height={420}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-right opacity-90"
      />
      <div className="mx-auto flex min-h-[260px] w-full max-w-[1440px] flex-col justify-center gap-3 px-4 py-12 sm:min-h-[340px] sm:px-6 lg:px-10">
        <h1 className="max-w-2xl text-3xl font-bold sm:text-5xl">{t.bannerTitle}</h1>
        <p className="max-w-xl text-lg text-blue-50 sm:text-xl">{t.bannerLead}</p>
      </div>
    </section>
  );
}
