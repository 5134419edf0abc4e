/** Texts of the jobs screens (SPEC.md §2, §4, §8); SPEC's wording kept exactly, English leftovers included. */
export const jobTexts = {
  listTitle: 'İş imkanlarını keşfet',
  details: 'Detayları gör',
  more: 'Daha fazla',
  noJobs: 'Şu anda açık iş ilanı yok.',
  company: 'Şirket',
  apply: 'Başvur',
  applied: 'Başvuruldu',
  onlyStudents: 'Yalnızca öğrenciler iş ilanlarına başvurabilir.',
  applySuccess: 'İşe başarıyla başvuruldu!',
  applyFailed: 'İş başvurusu başarısız oldu. Lütfen tekrar deneyin.',
  loadFailed: 'İş detayları alınamadı, tekrar deneyin.',
  notFound: 'İş ilanı bulunamadı.',
  loading: 'Yükleniyor...',
} as const;

export const jobFormTexts = {
  addTitle: 'İş İlanı Aç',
  title: 'İş başlığı',
  description: 'Açıklama',
  submit: 'Gönder',
  update: 'Güncelle',
  added: 'İş başarıyla eklendi.',
  updated: 'İş başarıyla güncellendi.',
  failed: 'Bir hata oluştu, tekrar deneyin.',
  titleHint: 'En fazla 10 karakter',
} as const;

export const companyJobTexts = {
  heading: 'İş ilanlarım',
  empty: 'Henüz bir ilanınız yok.',
  add: 'İlan ekle',
  hire: 'İşe al',
  delete: 'Sil',
  confirmDelete: 'Bu ilanı silmek istediğinize emin misiniz? Başvurular da silinir.',
  deleted: 'İş başarıyla silindi.',
  deleteFailed: 'Bir hata oluştu, tekrar deneyin.',
  applicants: (n: number) => `${n} başvuru`,
  showAll: (n: number) => `Tüm ilanlarımı göster (${n})`,
  showFewer: 'Yalnızca son ilanları göster',
} as const;

export const hireTexts = {
  applicantsHeading: 'Başvuranlar',
  empty: 'Henüz başvuru yok.',
  name: 'Ad Soyad',
  resume: 'Özgeçmiş',
  status: 'Durum',
  actions: 'İşlem',
  download: 'Özgeçmişi indir',
  noResume: 'Özgeçmiş yok',
  hire: 'İşe al',
  applicantId: 'Başvuran kimliği',
  formHeading: 'Kimlik ile işe al',
  formHint: 'Başvuranlar listesindeki kimliği yapıştırın.',
  idLabel: 'Kimlik',
  loadFailed: 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  success: 'Öğrenci başarıyla işe alındı!',
  failed: 'Öğrenci işe alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
  resumeFailed: 'Özgeçmiş indirilemedi.',
  forbidden: 'Bu ilan size ait değil.',
} as const;

export const studentJobTexts = {
  heading: 'Başvurulan işler',
  empty: 'Henüz başvurduğunuz iş yok.',
  status: 'Durum',
  statusLine: (label: string) => `Durum: ${label}`,
  statusFailed: 'Error fetching enrollment details',
} as const;

export const adminJobTexts = {
  title: 'Meslekler Yönetimi',
  add: 'İş Ekle',
  addTitle: 'İş Ekle',
  editTitle: 'İş Düzenle',
  image: 'Görsel',
  jobTitle: 'Başlık',
  company: 'Şirket',
  actions: 'İşlemler',
  edit: 'Düzenle',
  delete: 'Sil',
  details: 'Detaylar',
  confirmDelete: 'Bu ilanı silmek istediğinize emin misiniz?',
  // SPEC.md §8 writes the admin's job delete toast this way.
  deleted: 'Kurs başarıyla silindi.',
  deleteFailed: 'Bir hata oluştu, tekrar deneyin.',
  empty: 'Henüz iş ilanı yok.',
  creator: 'Oluşturan',
  students: 'Başvuran öğrenciler',
  noStudents: 'Henüz başvuru yok.',
  email: 'E-posta',
  studentName: 'Ad Soyad',
  status: 'Durum',
  notEditable: 'Yönetici yalnızca yöneticinin eklediği ilanları düzenleyebilir.',
} as const;
