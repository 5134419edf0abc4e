/** Texts of the about page and its editor in Turkish. */
export const about = {
  title: 'Proje Hakkında',
  edit: 'Sayfayı düzenle',
  loadFailed: 'Sayfa yüklenemedi.',
  mainImageAlt: 'Proje hakkında sayfasının ana görseli',
  endImageAlt: 'Proje hakkında sayfasının kapanış görseli',
  defaultImageAlt: 'Bilişim eğitimi temalı çizim: ekran ve yükselen grafik',
};
