/** Texts of /admin/users (not in docs/product.md: our addition, docs/security.md). */
export const adminUsers = {
  title: 'Kullanıcılar',
  roleFilter: 'Rol',
  allRoles: 'Tümü',
  /** The cohort filter (decision 059): a cohort's students. */
  cohortFilter: 'Dönem',
  allCohorts: 'Tüm dönemler',
  unknownCohort: 'Bilinmeyen dönem',
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
    name: 'Ad',
    surname: 'Soyad',
    email: 'E-posta',
    password: 'Şifre',
    subject: 'Branş',
    phone: 'Telefon',
    address: 'Adres',
  },
  submit: 'Gönder',
  created: 'Öğretmen hesabı oluşturuldu.',
  failed: 'Bir hata oluştu, tekrar deneyin.',
  loadFailed: 'Liste alınamadı, tekrar deneyin.',
  // Suspension.
  trust: {
    state: 'Durum',
    actions: 'İşlemler',
    activeState: 'Etkin',
    self: 'Kendi hesabınız',
    suspendedState: 'Askıda',
    suspend: 'Askıya al',
    reactivate: 'Yeniden etkinleştir',
    confirmSuspend: '{{name}} adlı kullanıcının hesabını askıya almak istediğinize emin misiniz?',
    // What suspending does to each role (server: modules/trust, the public job lists, the calendar feed).
    suspendDescription: {
      student:
        'Öğrencinin tüm oturumları hemen kapanır ve giriş yapamaz; ders programı takvim bağlantısı çalışmaz. Kurs kayıtları, sınav sonuçları, sertifikaları ve iş başvuruları silinmez; başvurduğu şirketler başvurularını görmeye devam eder.',
      teacher:
        'Öğretmenin tüm oturumları hemen kapanır ve giriş yapamaz; ders programı takvim bağlantısı çalışmaz. Kursları yayında kalır ve öğrenciler kurslara devam edebilir. Verileri silinmez.',
      company:
        'Şirketin tüm oturumları hemen kapanır, giriş yapamaz ve iş ilanları yayından kalkar. İlanları ve gelen başvurular silinmez; hesap yeniden etkinleştirilince ilanlar yeniden yayında olur.',
      admin: 'Yöneticinin tüm oturumları hemen kapanır ve giriş yapamaz. Verileri ve eklediği içerik silinmez.',
    },
    reason: 'Gerekçe',
    suspended: '{{name}} adlı kullanıcının hesabı askıya alındı.',
    confirmReactivate: '{{name}} adlı kullanıcının hesabını yeniden etkinleştirmek istediğinize emin misiniz?',
    reactivated: '{{name}} adlı kullanıcının hesabı yeniden etkinleştirildi.',
  },
  /** Extra exam time for a student's accessibility need. */
  extraTime: {
    button: 'Ek sınav süresi',
    buttonWith: 'Ek süre: %{{percent}}',
    label: '{{name}}: ek sınav süresi',
    title: '{{name}} için ek sınav süresi',
    description:
      'Erişilebilirlik ihtiyacı olan öğrenciye her süreli sınavda ek süre verin. Bundan sonra başlatılan denemelere uygulanır.',
    field: 'Ek süre (yüzde)',
    hint: 'Süre sınırının yüzdesi, 0 ile {{max}} arasında. Örneğin 50: 20 dakikalık sınav 30 dakika olur. 0 ek süreyi kaldırır.',
    save: 'Kaydet',
    saved: '{{name}} için ek sınav süresi %{{percent}} olarak kaydedildi.',
  },
};
