import { talent } from './talent.ts';

/**
 * Texts of the company's workspace and the student's applications (decision 058), in a chunk of their own: only
 * companies and students with applications read them, never a visitor.
 */
export const workspace = {
  form: {
    editTitle: 'İlanı Düzenle',
    addedPending: 'İlan kaydedildi. Şirketiniz onaylanınca yayına girer.',
    updatedPending: 'İlan güncellendi. Şirketiniz onaylanınca yayına girer.',
  },
  /** What is true of a company's own ad, on its card and its page, with the action that fixes it. */
  state: {
    published: 'Yayında',
    notPublished: 'Yayında değil',
    expired: 'Süresi doldu',
    pendingText: 'Şirketiniz onaylanınca yayına girer; o zamana kadar öğrenciler bu ilanı göremez.',
    rejectedText: 'Şirket kaydınız onaylanmadığı için ilan yayında değil.',
    expiredText:
      'Son başvuru tarihi geçti: ilan listelerde görünmüyor ve başvuru almıyor. Yeni bir tarih seçerek yeniden yayına alın.',
    changeDeadline: 'Son başvuru tarihini değiştir',
    contact: 'Platform yöneticisine yazın',
    unverifiedText: 'Başvuranları görmek için e-posta adresinizi doğrulayın.',
    mineHeading: 'Bu ilan sizin',
  },
  hire: {
    unverifiedTitle: 'Başvuranları görmek için e-posta adresinizi doğrulayın',
    unverifiedText:
      'İlanınız yayında ve başvuru alıyor; başvuranların bilgilerini e-posta adresinizi doğruladıktan sonra görebilirsiniz. Size gönderdiğimiz bağlantıya tıklayın; bulamazsanız yeniden gönderin.',
    notApproved: 'Başvuranların bilgilerini şirketiniz onaylandıktan sonra görebilirsiniz.',
    sortLabel: 'Sıralama',
    sort: { oldest: 'Önce en eski başvuru', newest: 'Önce en yeni başvuru' },
    confirmHired:
      'İşe Alındı kesin bir karardır: sonradan kısa listeye alınamaz ya da reddedilemez. Adaya bu karar e-postayla bildirilir.',
  },
  /** The student's application card. */
  applications: {
    historyLabel: 'Başvurunun geçmişi',
    applied: 'Başvurdunuz',
    waiting: 'Şirketin değerlendirmesi bekleniyor',
    withdrawHint: 'Şirket değerlendirmeden önce geri çekebilirsiniz.',
    notWithdrawable: 'Şirket başvurunuzu değerlendirdiği için artık geri çekilemez.',
  },
  // The company's applicants (the hire page).
  pipeline: {
    tabsLabel: 'Başvuruları duruma göre süz',
    all: 'Tümü',
    tabCount: '({{n}})',
    emptyStatus: 'Bu durumda başvuru yok.',
    appliedAt: 'Başvuru tarihi: {{date}}',
    statusChangedAt: 'Son değişiklik: {{date}}',
    statusPath: 'Durum geçmişi:',
    education: 'Eğitim durumu',
    jobSeeking: 'İş arama durumu',
    notGiven: 'Belirtilmemiş',
    passedCourses: 'Platformda başardığı kurslar',
    noPassedCourses: 'Henüz başarılı olduğu bir kurs yok.',
    score: '{{score}}/{{total}}',
    certificate: 'Sertifika',
    contactHeading: 'İletişim',
    email: 'E-posta',
    phone: 'Telefon',
    noPhone: 'Telefon belirtilmemiş',
    contactHidden: 'E-posta ve telefon, aday kısa listeye alındığında görünür.',
    preview: 'Özgeçmişi görüntüle',
    closePreview: 'Önizlemeyi kapat',
    previewFrame: '{{name}} adlı adayın özgeçmişi',
    noResume: 'Aday özgeçmiş yüklememiş.',
    notPdf: 'Bu özgeçmiş PDF değil; önizlenemez, indirerek açabilirsiniz.',
    actionsLabel: '{{name}} için işlemler',
    actions: { Shortlisted: 'Kısa listeye al', Rejected: 'Reddet', Hired: 'İşe al' },
    confirm: {
      Shortlisted: '{{name}} adlı adayı kısa listeye almak istediğinize emin misiniz?',
      Rejected: '{{name}} adlı adayı reddetmek istediğinize emin misiniz?',
      Hired: '{{name}} adlı adayı işe almak istediğinize emin misiniz?',
    },
    confirmDetail: 'Adaya bu değişiklik e-postayla bildirilir.',
    done: {
      Shortlisted: '{{name}} kısa listeye alındı.',
      Rejected: '{{name}} adlı adayın başvurusu reddedildi.',
      Hired: 'Öğrenci başarıyla işe alındı!',
    },
    failed: 'Başvurunun durumu değiştirilemedi, tekrar deneyin.',
    idFormToggle: 'Başvuran kimliğiyle işe al',
  },
  /** The talent pool (decision 063): the company's search and invitations, the student's switch and invitations. */
  talent,
};
