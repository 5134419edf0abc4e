import { contactTexts as t } from '../texts.ts';

/** Two OpenStreetMap frames of İzmit (the CSP allows only this map among frame sources). */
export function ContactMaps() {
  return (
    <section aria-labelledby="contact-maps" className="flex flex-col gap-3">
      <h2 id="contact-maps" className="text-xl font-semibold">
        {t.mapsTitle}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {t.maps.map((m) => (
          <figure key={m.src} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <iframe title={m.title} src={m.src} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" className="block h-56 w-full border-0 md:h-72" />
            <figcaption className="px-4 py-2 text-sm text-slate-700">{m.caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
