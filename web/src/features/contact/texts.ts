import { contactMessages } from '@beceri/domain';

/** Texts of /contactus (SPEC.md §2, §8). */
export const contactTexts = {
  ...contactMessages,
  title: 'İletişim',
  intro: 'Proje, kurslar veya iş imkanları hakkında sorularınız için bize yazın.',
  formTitle: 'Bize yazın',
  name: 'Ad Soyad',
  phone: 'Telefon',
  email: 'E-posta',
  message: 'Mesajınız',
  send: 'Gönder',
  detailsTitle: 'İletişim bilgileri',
  address: 'Adres',
  mapsTitle: 'Haritada biz',
  maps: [
    {
      title: 'Fuar alanı, İzmit (OpenStreetMap haritası)',
      caption: 'Proje ofisi — Fuar Alanı, İzmit',
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=29.9100%2C40.7560%2C29.9500%2C40.7720&layer=mapnik&marker=40.7640%2C29.9300',
    },
    {
      title: 'İzmit şehir merkezi (OpenStreetMap haritası)',
      caption: 'Eğitim laboratuvarı — İzmit merkez',
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=29.9050%2C40.7580%2C29.9650%2C40.7800&layer=mapnik&marker=40.7654%2C29.9408',
    },
  ],
} as const;

/** Texts of /admin/messages (not in SPEC.md: our addition, DESIGN.md §4). */
export const adminMessageTexts = {
  title: 'Mesajlar',
  empty: 'Henüz mesaj yok.',
  from: 'Gönderen',
  phone: 'Telefon',
  email: 'E-posta',
  loadFailed: 'Mesajlar alınamadı, tekrar deneyin.',
} as const;
