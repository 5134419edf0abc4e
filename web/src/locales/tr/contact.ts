/** Texts of /contactus (docs/product.md), in Turkish. */
export const contact = {
  title: 'İletişim',
  intro: 'Proje, kurslar veya iş imkanları hakkında sorularınız için bize yazın.',
  formTitle: 'Bize yazın',
  name: 'Ad Soyad',
  phone: 'Telefon',
  email: 'E-posta',
  message: 'Mesajınız',
  send: 'Gönder',
  sending: 'Gönderiliyor...',
  sent: 'Mesajınız başarıyla gönderildi.',
  failed: 'Mesaj gönderilirken bir hata oluştu.',
  messageRequired: 'Mesajınızı yazın',
  emailInvalid: 'Geçerli bir e-posta adresi yazın (ör. ad@ornek.com) ya da alanı boş bırakın',
  detailsTitle: 'İletişim bilgileri',
  address: 'Adres',
  mapsTitle: 'Haritada biz',
  maps: {
    fair: { title: 'Fuar alanı, İzmit (OpenStreetMap haritası)', caption: 'Proje ofisi — Fuar Alanı, İzmit' },
    centre: { title: 'İzmit şehir merkezi (OpenStreetMap haritası)', caption: 'Eğitim laboratuvarı — İzmit merkez' },
  },
};
