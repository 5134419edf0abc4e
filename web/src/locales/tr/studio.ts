/** Texts of the course studio and the teacher's course page (decision 051), a chunk of their own. */
export const studio = {
  autosaveHint: 'Taslak: yazdıklarınız otomatik olarak kaydedilir.',
  saving: 'Kaydediliyor…',
  saved: 'Kaydedildi',
  savedWithoutQuestions: 'Kaydedildi; testteki eksik sorular tamamlanınca kaydedilecek.',
  saveFailed: 'Kaydedilemedi. Yazdıklarınız bu sayfada duruyor, birazdan yeniden denenecek.',
  notSavedBecause: 'Kaydedilmedi: {{reason}}',
  pdfOnPublish: 'Seçtiğiniz PDF dosyaları kurs yayınlanırken yüklenir.',
  publish: 'Yayınla',
  confirmPublish: '“{{title}}” kursu yayınlansın mı?',
  confirmPublishDetail: 'Yayınlanan kurs öğrencilere ve ziyaretçilere görünür, öğrenciler kaydolabilir.',
  published: 'Kurs yayınlandı.',
  publishFailed: 'Kurs yayınlanamadı, tekrar deneyin.',
  publishFailedBecause: 'Kurs yayınlanamadı: {{reason}}',
  draft: 'Taslak',
  live: 'Yayında',
  untitled: 'Adsız taslak',
  needsDescription: 'Yayınlamak için kursun açıklamasını yazın.',
  needsLesson: 'Yayınlamak için en az bir ders ekleyin.',
  draftNote: 'Bu kurs bir taslak: yalnızca siz ve yöneticiler görebilirsiniz.',
  tabs: {
    label: 'Kurs bölümleri',
    content: 'İçerik',
    exam: 'Sınav',
    results: 'Sonuçlar',
    statistics: 'İstatistikler',
    attendance: 'Devam',
    lab: 'Laboratuvar',
    back: 'Profile dön',
  },
  /** Leaving a form with unsaved changes. */
  unsaved: {
    title: 'Kaydedilmemiş değişiklikleriniz var',
    detail: 'Sayfadan ayrılırsanız kaydedilmemiş değişiklikleriniz kaybolur.',
    leave: 'Ayrıl',
    stay: 'Sayfada kal',
  },
  /** The test dialog closing only on purpose. */
  discard: {
    discardTitle: 'Yazdığınız sorular kaydedilmedi',
    discardDetail:
      'Pencereyi kapatırsanız bu pencerede yaptığınız değişiklikler kaybolur. Saklamak için Kaydet’e basın.',
    discard: 'Kaydetmeden kapat',
    keepEditing: 'Sorulara dön',
  },
  /** 'Eski Kurslar': the rule and the last enrolment. */
  ended: {
    rule: 'Yayınlanmasından ya da son kaydından bu yana {{days}} gündür yeni öğrenci kaydolmayan kurslarınız.',
    lastEnrolled: 'Son kayıt',
    noEnrolment: 'Kayıt yok',
  },
};
