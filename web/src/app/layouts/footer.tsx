import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { usePublicConfig } from '../public-config.ts';
import { Logo } from './logo.tsx';

export const CHAMBER = 'İzmit Bölgesi Sanayi Odası';
export const SCHOOL = 'İzmit Mesleki ve Teknik Anadolu Lisesi';
export const POSTAL_ADDRESS = 'Fuar Alanı, Cumhuriyet Mahallesi, 41040 İzmit / Kocaeli';

/** Partner marks drawn here: the programme's funders and the two responsible institutions. */
function PartnerMarks() {
  const marks = [
    { label: 'Avrupa Birliği', fill: '#1e3a8a', text: 'AB' },
    { label: 'Türkiye Cumhuriyeti', fill: '#b91c1c', text: 'TC' },
    { label: CHAMBER, fill: '#0f766e', text: 'SO' },
    { label: SCHOOL, fill: '#7c2d12', text: 'MTAL' },
  ];
  return (
    <ul className="flex flex-wrap items-center gap-3" aria-label="Paydaş logoları">
      {marks.map((m) => (
        <li key={m.label}>
          <svg width="56" height="56" viewBox="0 0 56 56" role="img" aria-label={m.label}>
            <rect width="56" height="56" rx="10" fill={m.fill} />
            <text x="28" y="34" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={m.text.length > 2 ? 13 : 18} fontWeight="700" fill="#fff">
              {m.text}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const config = usePublicConfig();
  return (
    <footer className="mt-auto bg-brand-900 text-slate-100">
      <div className="mx-auto grid w-full max-w-[1440px] gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-10">
        <div className="flex flex-col gap-4">
          <Logo className="h-9 w-auto text-white" />
          <PartnerMarks />
        </div>
        <p className="text-sm leading-relaxed text-slate-200 md:col-span-1">
          Bu internet sitesi Avrupa Birliği ve Türkiye Cumhuriyeti tarafından finanse edilen proje kapsamında hazırlanmıştır.
          İçerikten yalnızca {CHAMBER} ve {SCHOOL} sorumludur ve bu içerik hiçbir şekilde Avrupa Birliği&apos;nin veya
          Türkiye Cumhuriyeti&apos;nin görüşlerini yansıtmaz.
        </p>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            Bize ulaşın
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden="true" />
              {config ? <a className="underline" href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a> : '…'}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden="true" />
              {config ? <a className="underline" href={`tel:${config.contactPhone.replace(/\s/g, '')}`}>{config.contactPhone}</a> : '…'}
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{POSTAL_ADDRESS}</span>
            </li>
          </ul>
          <p className="mt-4 text-sm">
            <Link to="/kvkk" className="underline">
              Kişisel Verilerin Korunması (KVKK)
            </Link>
          </p>
        </section>
      </div>
    </footer>
  );
}
