import { newsMessages } from '@beceri/domain';

/** Turkish texts of the news screens (SPEC.md §2 and §8). */
export const newsTexts = {
  title: 'Haberler',
  backToAdmin: 'Yöneticiye Geri Dön',
  addNews: 'Blog Ekle',
  edit: 'Düzenle',
  delete: 'Sil',
  more: 'Daha fazla',
  empty: 'Henüz haber yok.',
  loadFailed: 'Haberler yüklenemedi.',
  notFound: 'Haber bulunamadı.',
  back: 'Haberlere dön',
  confirmDelete: 'Bu haberi silmek istediğinize emin misiniz?',
  added: newsMessages.added,
  deleted: newsMessages.deleted,
  updated: newsMessages.updated,
  failed: newsMessages.failed,
  imageAlt: (title: string, n: number) => `${title} — görsel ${n}`,
  noImageAlt: 'Haber görseli yok; genel haber çizimi',
  form: {
    addTitle: 'Blog Ekle',
    editTitle: 'Blog Düzenle',
    title: 'Başlık',
    description: 'Açıklama',
    details: 'Ayrıntılar',
    images: 'Görseller',
    imagesHint: 'JPEG, PNG veya WebP; her biri en fazla 5 MB. Birden fazla seçebilirsiniz.',
    existing: 'Mevcut görseller',
    removeImage: (n: number) => `Görsel ${n}'i kaldır`,
    newImages: (n: number) => `${n} yeni görsel seçildi`,
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    cancel: 'Vazgeç',
  },
  exams: {
    title: 'Yetkilendirilmiş Sınav ve Belgelendirme Kuruluşları',
    lead: 'Mesleki yeterlilik sınavlarına aşağıdaki kuruluşlarda girebilirsiniz. Sınav ücreti katılımcı tarafından ödenir.',
    company: 'Kuruluş',
    location: 'Konum',
    roles: 'Meslekler (Seviye)',
    authority: 'Mesleki Yeterlilik Kurumu',
    signup: 'Sınav başvuru formu',
    external: '(yeni sekmede açılır)',
  },
} as const;

/** SPEC.md §1's accredited exam bodies: roles with Seviye 4 or 5, in the four cities it names. */
export const examBodies = [
  {
    company: 'Boğaziçi Mesleki Belgelendirme A.Ş.',
    location: 'İstanbul',
    roles: ['Veri Giriş Elemanı (Seviye 4)', 'Bilişim Teknolojileri Destek Elemanı (Seviye 4)', 'Yazılım Geliştirici (Seviye 5)'],
  },
  {
    company: 'Akdeniz Sınav ve Belgelendirme Merkezi',
    location: 'Antalya',
    roles: ['Ağ Teknolojileri Elemanı (Seviye 4)', 'Bilişim Teknolojileri Destek Elemanı (Seviye 4)'],
  },
  {
    company: 'Mersin Bilişim Sınav Merkezi',
    location: 'Mersin',
    roles: ['Veri Tabanı Yöneticisi (Seviye 5)', 'Yazılım Geliştirici (Seviye 5)', 'Veri Giriş Elemanı (Seviye 4)'],
  },
  {
    company: 'Sakarya Mesleki Yeterlilik ve Belgelendirme',
    location: 'Sakarya',
    roles: ['Yapay Zekâ Programcısı (Seviye 5)', 'Ağ Teknolojileri Elemanı (Seviye 5)', 'Bilişim Teknolojileri Destek Elemanı (Seviye 4)'],
  },
] as const;
