import { useTranslation } from 'react-i18next';

const maps = [
  {
    key: 'fair',
    src: 'https://www.openstreetmap.org/export/embed.html?bbox=29.9100%2C40.7560%2C29.9500%2C40.7720&layer=mapnik&marker=40.7640%2C29.9300',
  },
  {
    key: 'centre',
    src: 'https://www.openstreetmap.org/export/embed.html?bbox=29.9050%2C40.7580%2C29.9650%2C40.7800&layer=mapnik&marker=40.7654%2C29.9408',
  },
] as const;

/** Two OpenStreetMap frames of İzmit (the CSP allows only this map among frame sources). */
export function ContactMaps() {
  const { t } = useTranslation('contact', { useSuspense: true });
  return (
    <section aria-labelledby="contact-maps" className="flex flex-col gap-3">
      <h2 id="contact-maps" className="text-xl font-semibold">
        {t('mapsTitle')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {maps.map((m) => (
          <figure key={m.key} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <iframe
              title={t(`maps.${m.key}.title`)}
              src={m.src}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              className="block h-56 w-full border-0 md:h-72"
            />
            <figcaption className="px-4 py-2 text-sm text-slate-700">{t(`maps.${m.key}.caption`)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
