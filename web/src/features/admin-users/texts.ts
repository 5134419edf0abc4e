/** Texts of /admin/users (not in SPEC.md: our addition, DESIGN.md §4). */
export const adminUserTexts = {
  title: 'Kullanıcılar',
  roleFilter: 'Rol',
  allRoles: 'Tümü',
  name: 'Ad Soyad',
  email: 'E-posta',
  role: 'Rol',
  detail: 'Branş / Şirket',
  createdAt: 'Kayıt tarihi',
  empty: 'Henüz kayıt bulunmamaktadır.',
  addTeacher: 'Öğretmen Ekle',
  formTitle: 'Yeni öğretmen hesabı',
  formDescription: 'Öğretmen bu e-posta ve şifreyle giriş yapar.',
  fields: {
    name: 'Ad', surname: 'Soyad', email: 'E-posta', password: 'Şifre', subject: 'Branş', phone: 'Telefon', address: 'Adres',
  },
  submit: 'Gönder',
  created: 'Öğretmen hesabı oluşturuldu.',
  failed: 'Bir hata oluştu, tekrar deneyin.',
  loadFailed: 'Liste alınamadı, tekrar deneyin.',
} as const;
