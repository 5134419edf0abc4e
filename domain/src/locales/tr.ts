/**
 * The `domain` catalogue in Turkish: SPEC.md's texts word for word, with DESIGN.md §7's departures (SPEC.md's English
 * leftovers are Turkish here and verbatim in `en.ts`).
 *
 * How the web uses it (namespace `domain` in i18next, or `translate(message, lang)` from `@beceri/domain`):
 * - Every message the domain exports (`courseMessages.notFound`, `resetMessages.mismatch`, a zod issue's `message`,
 *   an API error's `error` and `fields` values) is a key, possibly with values as a query string
 *   (`validation.tooLong?max=15`). Show it with `translate(message, lang)` (or `t(parseMessage(m).key, parseMessage(m).params)`
 *   with `ns: 'domain'`). A text that is not a key comes back as it is. The server already answers in the caller's
 *   language, so an API error's `error` is normally plain text: passing it through `translate` is harmless.
 * - Labels of stored codes: `labelKey(kind, code)` gives the key, `label(kind, code, lang)` the text, for the kinds
 *   `role`, `education`, `gender`, `jobSeeking`, `yesNo`, `applicationStatus` (an unknown status is 'Bilinmeyen Durum'),
 *   `logType`. The maps `roleLabels`, `educationLevelLabels`, `genderLabels`, `jobSeekingLabels`, `yesNoLabels`,
 *   `applicationStatusLabels`, `logTypeLabels` hold the same keys. `applicationStatusLabel(status)` and
 *   `testResultLabel(status, score, total)` ('Başarılı 3/3') return keys with their values: pass them to `translate`.
 * - The API returns codes (roles, statuses, education levels), never label texts: the web labels them.
 */
export const tr = {
  validation: {
    required: 'Bu alan zorunludur',
    tooLong: 'En fazla {{max}} karakter olmalı',
    tooManyCards: 'En fazla {{max}} kart eklenebilir',
    unknownLogTypes: 'Bilinmeyen kayıt türü: {{types}}',
  },
  login: {
    emailInvalid: 'Geçersiz email formatı',
    emailRequired: 'Email adresi gerekli',
    passwordRequired: 'Şifre gerekli',
  },
  signup: {
    roleRequired: 'Rolünüzü seçin',
    emailInvalid: 'Geçersiz email formatı',
    birthTooEarly: 'Doğum tarihi {{trDate}} sonra olmalı',
    birthTooLate: 'Doğum tarihi {{trDate}} önce olmalı',
  },
  password: {
    tooShort: 'Şifre en az 8 karakter olmalı',
    tooLong: 'Şifre en fazla 64 karakter olmalı',
    common: 'Bu şifre çok yaygın, başka bir şifre seçin',
  },
  errors: {
    unauthenticated: 'Oturumunuz yok ya da süresi doldu. Lütfen giriş yapın.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    notFound: 'Aradığınız kayıt bulunamadı.',
    validation: 'Gönderilen bilgiler geçersiz.',
    tooLarge: 'Dosya çok büyük.',
    badFileType: 'Dosya türü desteklenmiyor.',
    emptyFile: 'Dosya boş.',
    rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    internal: 'Bir hata oluştu, tekrar deneyin.',
    emailTaken: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
    invalidCredentials: 'Geçersiz e-posta ve şifre',
    unavailable: 'Hizmet geçici olarak kullanılamıyor.',
    badLocale: 'Dil tr ya da en olmalı.',
    fieldsTooLarge: 'Gönderilen bilgiler çok büyük.',
  },
  // Trust and operations (issue 20).
  trust: {
    accountSuspended: 'Hesabınız askıya alındı. Ayrıntılar için platform yöneticisiyle iletişime geçin.',
    cannotSuspendSelf: 'Kendi hesabınızı askıya alamazsınız.',
    companyNotApproved: 'Şirketiniz onaylanana kadar adayların kişisel bilgilerini ve özgeçmişlerini göremezsiniz.',
    emailNotVerified: 'E-posta adresinizi doğrulayana kadar adayların kişisel bilgilerini ve özgeçmişlerini göremezsiniz. Profilinizden doğrulama bağlantısını yeniden gönderebilirsiniz.',
  },
  jobs: {
    required: 'Bu alan zorunludur',
    titleMax: 'Başlık en fazla 100 karakter olmalı',
    alreadyApplied: 'Bu ilana zaten başvurdunuz.',
    notApplied: 'Bu öğrenci bu ilana başvurmamış.',
    invalidApplicantId: 'Geçerli bir başvuru sahibi kimliği girin.',
    invalidJobId: 'Geçerli bir iş ilanı seçin.',
    descriptionMax: 'Açıklama en fazla {{max}} karakter olabilir.',
    adminEditOnly: 'Yönetici yalnızca yöneticinin eklediği ilanları düzenleyebilir.',
    cityRequired: 'İl seçin',
    cityUnknown: 'Listeden bir il seçin',
    typeRequired: 'Çalışma şeklini seçin',
    deadlineInvalid: 'Geçerli bir tarih girin',
    deadlinePast: 'Son başvuru tarihi geçmiş bir gün olamaz',
    // Applicant pipeline (issue 14): status moves of DESIGN.md §8.
    invalidStatus: 'Geçerli bir başvuru durumu seçin.',
    statusFinal: 'İşe alınan bir adayın başvurusu artık değiştirilemez.',
    statusNoReview: 'Bir başvuru yeniden İnceleniyor durumuna alınamaz.',
    statusRejectedHire: 'Reddedilen bir adayı işe almak için önce kısa listeye alın.',
    notWithdrawable: 'Bu başvuru artık incelemede olmadığı için geri çekilemez.',
  },
  courses: {
    notFound: 'Kurs bulunamadı',
    noTest: 'Bu kurs için test mevcut değil',
    notEnrolled: 'Sınava girmek için önce bu kursa kaydolmalısınız.',
    alreadyEnrolled: 'Bu kursa zaten kayıtlısınız.',
    adminEditOnlyAdmin: 'Yöneticiler yalnızca yönetici tarafından eklenen kursları düzenleyebilir.',
    notOwner: 'Bu kurs size ait değil.',
    badTest: 'Test geçersiz: her soruda 5 seçenek ve 1-5 arası bir doğru cevap olmalı.',
    badClasses: 'Ders listesi geçersiz.',
    badPdfIndex: 'Derse bağlanan PDF dosyası bulunamadı.',
    badVideoLink: 'Video bağlantısı http:// ya da https:// ile başlamalı.',
    badAnswers: 'Cevaplar geçersiz.',
    tooManyAnswers: 'Sorulardan daha fazla cevap gönderildi.',
    dailyAttemptsUsed: 'Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.',
    categoryRequired: 'Listeden bir kategori seçin',
  },
  reset: {
    codeSent: 'OTP e-postanıza başarıyla gönderildi',
    mailFailed: 'E-posta gönderilemedi',
    invalidOtp: 'Geçersiz OTP',
    resetDone: 'Şifre başarıyla sıfırlandı.',
    resetFailed: 'Şifre sıfırlanamadı',
    mismatch: 'Şifreler eşleşmiyor',
  },
  passwordChange: {
    success: 'Şifre başarıyla değiştirildi.',
    wrongCurrent: 'Mevcut şifre yanlış',
    failed: 'Şifre değiştirilemedi.',
    error: 'Şifre güncellenirken bir hata oluştu.',
  },
  contact: {
    sent: 'Mesajınız başarıyla gönderildi.',
    failed: 'Mesaj gönderilirken bir hata oluştu.',
  },
  kvkk: {
    disabilityConsentRequired: 'Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
    idNumberTaken: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.',
    wrongPassword: 'Şifre yanlış.',
    teacherHasCourses: 'Eklediğiniz kurslar varken hesabınız silinemez. Kurslarınızı silin ya da yöneticiye devredilmesini isteyin.',
    lastAdmin: 'Son yönetici hesabı silinemez.',
  },
  news: {
    added: 'Blog başarıyla eklendi.',
    deleted: 'Blog başarıyla silindi.',
    updated: 'Blog başarıyla güncellendi.',
    failed: 'Bir hata oluştu, tekrar deneyin.',
  },
  about: {
    badCards: 'Kartlar okunamadı.',
  },
  /** Feeds and the sitemap (issue 19). */
  discovery: {
    deadline: 'Son başvuru: {{date}}',
    feedJobs: 'Beceri projesinin açık iş ve staj ilanları.',
    feedNews: 'Beceri projesinden haberler ve duyurular.',
  },
  /** Certificates (issue 15): the API's message and the PDF's texts (Turkish above English on the page). */
  certificates: {
    notFound: 'Sertifika bulunamadı.',
    share: {
      valid: '{{name}}, “{{course}}” kursunu başarıyla tamamladı ({{date}}).',
      invalid: 'Bu kodla verilmiş sertifika artık geçerli değil.',
    },
    pdf: {
      title: 'Başarı Sertifikası',
      certifies: 'Bu belge,',
      completed: '“{{course}}” kursunu {{score}}/{{total}} puanla başarıyla tamamladığını gösterir.',
      date: 'Tarih: {{date}}',
      code: 'Doğrulama kodu: {{code}}',
      verify: 'Sertifikanın geçerliliğini karekodu okutarak ya da bu adreste doğrulayabilirsiniz:',
      funding: 'Avrupa Birliği ve Türkiye Cumhuriyeti tarafından finanse edilen proje kapsamında verilmiştir.',
    },
  },
  /** Programme indicators (issue 15): query messages, labels and the spreadsheet's headings. */
  indicators: {
    invalidDate: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalı',
    rangeOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    disability: { yes: 'Engelli', no: 'Engelli değil', unknown: 'Bilinmiyor' },
    funnel: { registered: 'Kayıt olan', enrolled: 'Kursa kaydolan', passed: 'Sınavı geçen', applied: 'İlana başvuran', hired: 'İşe alınan' },
    sheets: {
      participants: 'Katılımcılar', gender: 'Cinsiyet', ageBand: 'Yaş grubu', education: 'Eğitim',
      jobSeeking: 'İş arama durumu', disability: 'Engellilik', funnel: 'Süreç', courses: 'Kurslar',
    },
    columns: {
      indicator: 'Gösterge', value: 'Değer', group: 'Grup', count: 'Kişi', share: 'Oran', stage: 'Aşama',
      course: 'Kurs', enrolled: 'Kayıtlı', attempted: 'Sınava giren', passed: 'Başarılı',
    },
    rows: {
      participants: 'Katılımcı sayısı', target: 'Hedef', progress: 'Hedefe ulaşma', from: 'Kayıt tarihi (başlangıç)',
      to: 'Kayıt tarihi (bitiş)', all: 'Tümü', createdAt: 'Oluşturulma', total: 'Toplam',
    },
    filename: 'beceri-gostergeler',
  },
  labels: {
    role: { student: 'Öğrenci', teacher: 'Öğretmen', company: 'Şirket', admin: 'Yönetici' },
    education: {
      primarySchoolGraduate: 'İlkokul mezunu',
      middleSchoolGraduate: 'Ortaokul mezunu',
      vocationalSchoolStudent: 'Meslek lisesi öğrencisi',
      highSchoolGraduate: 'Lise mezunu',
      associate: 'Ön lisans',
      universityStudent: 'Üniversite öğrencisi',
      universityGraduate: 'Üniversite mezunu',
    },
    gender: { male: 'Erkek', female: 'Kadın' },
    jobSeeking: { job: 'Evet, iş arıyorum', internship: 'Evet, staj arıyorum', no: 'Hayır' },
    yesNo: { yes: 'Evet', no: 'Hayır' },
    applicationStatus: { inReview: 'İnceleniyor', hired: 'İşe Alındı', unknown: 'Bilinmeyen Durum', shortlisted: 'Kısa listede', rejected: 'Reddedildi' },
    jobType: { fullTime: 'Tam zamanlı', partTime: 'Yarı zamanlı', internship: 'Staj' },
    logType: { teacher: 'Öğretmen', student: 'Öğrenci', company: 'Şirket', other: 'Diğer' },
    testResult: { passed: 'Başarılı {{score}}/{{total}}', failed: 'Başarısız {{score}}/{{total}}' },
  },
};
