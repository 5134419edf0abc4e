/**
 * The `domain` catalogue in Turkish: docs/product.md's texts word for word, with docs/product.md's departures (docs/product.md's English
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
  outbox: { notFailed: 'Bu e-posta başarısız olmadı; yalnızca başarısız e-postalar yeniden gönderilebilir.' },
  labSessions: {
    notFound: 'Ders oturumu bulunamadı.',
    courseNotFound: 'Kurs bulunamadı.',
    notOwner: 'Yalnızca kursun öğretmeni ve yöneticiler ders oturumlarını değiştirebilir.',
    timeInvalid: 'Geçerli bir tarih ve saat girin.',
    endBeforeStart: 'Bitiş saati başlangıçtan sonra olmalı.',
    tooLong: 'Bir ders oturumu en fazla 12 saat sürebilir.',
    roomRequired: 'Derslik adı gerekli.',
    capacityInvalid: 'Kontenjan 1 ile 1000 arasında bir tam sayı olmalı.',
    capacityOverRoom:
      'Kontenjan dersliğin alabileceği {{max}} kişiyi aşamaz; daha fazlasını yalnızca yöneticiler belirleyebilir.',
    repeatInvalid: 'Tekrar 1 ile 52 hafta arasında olmalı.',
    rangeInvalid: 'Geçerli bir tarih aralığı girin (YYYY-AA-GG; bitiş başlangıçtan önce olamaz).',
    rangeTooLong: 'Tarih aralığı en fazla {{max}} gün olabilir.',
    hasMarks:
      'Bu oturum için yoklama alınmış; taşınamaz ya da silinemez. Yalnızca derslik ve kontenjan değiştirilebilir.',
    feedNotFound: 'Takvim adresi bulunamadı.',
    clash: 'Bu derslik o saatte dolu: {{course}}, {{time}}.',
  },
  validation: {
    required: 'Bu alan zorunludur',
    tooLong: 'En fazla {{max}} karakter olmalı',
    tooManyCards: 'En fazla {{max}} kart eklenebilir',
    unknownLogTypes: 'Bilinmeyen kayıt türü: {{types}}',
    controlCharacter: '{{field}} alanında izin verilmeyen bir denetim karakteri var',
    dateInvalid: 'Geçerli bir tarih girin (YYYY-AA-GG)',
  },
  login: {
    emailInvalid: 'Geçersiz e-posta adresi',
    emailRequired: 'E-posta adresi gerekli',
    passwordRequired: 'Şifre gerekli',
  },
  signup: {
    roleRequired: 'Rolünüzü seçin',
    emailInvalid: 'Geçersiz e-posta adresi',
    birthTooEarly: 'Doğum tarihi {{trDate}} sonra olmalı',
    birthTooLate: 'Doğum tarihi {{trDate}} önce olmalı',
    idNumberInvalid: 'Kimlik numarası geçerli değil: 11 hanesini kimlik kartınızdaki gibi yazın',
  },
  password: {
    tooShort: 'Şifre en az 8 karakter olmalı',
    tooLong: 'Şifre en fazla 64 karakter olmalı',
    common: 'Bu şifre çok yaygın, başka bir şifre seçin',
    fewDistinct: 'Şifre en az 4 farklı karakter içermeli',
    productName: 'Şifre platformun adını içeremez',
    emailPart: 'Şifre e-posta adresinizin @ işaretinden önceki kısmını içeremez',
  },
  errors: {
    unauthenticated: 'Oturumunuz yok ya da süresi doldu. Lütfen giriş yapın.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    notFound: 'Aradığınız kayıt bulunamadı.',
    validation: 'Gönderilen bilgiler geçersiz.',
    tooLarge: 'Dosya çok büyük.',
    badFileType: 'Dosya türü desteklenmiyor.',
    emptyFile: 'Dosya boş.',
    rangeNotSatisfiable: 'İstenen bayt aralığı dosyanın dışında.',
    rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    internal: 'Bir hata oluştu, tekrar deneyin.',
    emailTaken: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
    invalidCredentials: 'Geçersiz e-posta ve şifre',
    unavailable: 'Hizmet geçici olarak kullanılamıyor.',
    reportsBusy: 'Raporlar şu anda hazırlanıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    badLocale: 'Dil tr ya da en olmalı.',
    fieldsTooLarge: 'Gönderilen bilgiler çok büyük.',
    tooDeep: 'Gönderilen bilgiler çok iç içe.',
  },
  // Two-factor sign-in (docs/product.md).
  mfa: {
    codeRequired: 'Doğrulama kodunu girin.',
    codeInvalid: 'Kod geçersiz. Uygulamadaki güncel kodu ya da kullanılmamış bir kurtarma kodunu girin.',
    dailyCodeCap:
      'Bugün bu hesap için çok fazla yanlış kod girildi. Kurtarma kodlarınızdan biriyle ya da geçiş anahtarınızla girin; uygulamadaki kodlar yarın yeniden kabul edilir.',
    noPendingLogin: 'Doğrulama süresi doldu. E-posta ve şifrenizle yeniden giriş yapın.',
    setupRequired: 'Devam etmeden önce hesabınız için iki adımlı doğrulamayı açmalısınız.',
    totpAlreadyOn: 'Doğrulama uygulaması zaten açık.',
    noTotpStarted: 'Önce doğrulama uygulaması kurulumunu başlatın.',
    passkeyFailed: 'Geçiş anahtarı doğrulanamadı. Yeniden deneyin.',
    passkeyLimit: 'En fazla 10 geçiş anahtarı ekleyebilirsiniz.',
    passwordWrong: 'Şifre yanlış.',
    notEnabled: 'İki adımlı doğrulama açık değil.',
  },
  // Trust and operations.
  trust: {
    accountSuspended: 'Hesabınız askıya alındı. Ayrıntılar için platform yöneticisiyle iletişime geçin.',
    cannotSuspendSelf: 'Kendi hesabınızı askıya alamazsınız.',
    companyNotApproved: 'Şirketiniz onaylanana kadar adayların kişisel bilgilerini ve özgeçmişlerini göremezsiniz.',
    emailNotVerified:
      'E-posta adresinizi doğrulayana kadar adayların kişisel bilgilerini ve özgeçmişlerini göremezsiniz. Profilinizden doğrulama bağlantısını yeniden gönderebilirsiniz.',
  },
  jobs: {
    required: 'Bu alan zorunludur',
    titleMax: 'Başlık en fazla 100 karakter olmalı',
    invalidApplicantId: 'Geçerli bir başvuru sahibi kimliği girin.',
    invalidJobId: 'Geçerli bir iş ilanı seçin.',
    descriptionMax: 'Açıklama en fazla {{max}} karakter olabilir.',
    cityRequired: 'İl seçin',
    cityUnknown: 'Listeden bir il seçin',
    typeRequired: 'Çalışma şeklini seçin',
    deadlineInvalid: 'Geçerli bir tarih girin',
    deadlinePast: 'Son başvuru tarihi geçmiş bir gün olamaz',
    invalidStatus: 'Geçerli bir başvuru durumu seçin.',
    requirementsMax: 'En fazla {{max}} kurs seçebilirsiniz.',
    requirementsBoth: 'Bir kurs hem gerekli hem tercih edilen olamaz.',
    requirementInvalid: 'Geçerli bir kurs seçin.',
  },
  courses: {
    notFound: 'Kurs bulunamadı',
    noTest: 'Bu kurs için test mevcut değil',
    notEnrolled: 'Sınava girmek için önce bu kursa kaydolmalısınız.',
    alreadyEnrolled: 'Bu kursa zaten kayıtlısınız.',
    adminEditOnlyAdmin: 'Yöneticiler yalnızca yönetici tarafından eklenen kursları düzenleyebilir.',
    notOwner: 'Bu kurs size ait değil.',
    badTest: 'Test geçersiz: her soruda 2–5 dolu seçenek olmalı ve doğru cevap bunlardan biri olarak seçilmeli.',
    badClasses: 'Ders listesi geçersiz.',
    badPdfIndex: 'Derse bağlanan PDF dosyası bulunamadı.',
    badVideoLink: 'Video bağlantısı http:// ya da https:// ile başlamalı.',
    badAnswers: 'Cevaplar geçersiz.',
    tooManyAnswers: 'Sorulardan daha fazla cevap gönderildi.',
    dailyAttemptsUsed: 'Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.',
    categoryRequired: 'Listeden bir kategori seçin',
    lessonNotFound: 'Ders bulunamadı.',
    lessonNotEnrolled: 'Dersleri tamamlamak için önce bu kursa kaydolmalısınız.',
  },
  exams: {
    badExtraTime: 'Ek süre yüzde 0 ile 200 arasında olmalı.',
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
    replyWayRequired: 'Size dönebilmemiz için e-posta adresinizi veya telefon numaranızı yazın',
    messageNotFound: 'Mesaj bulunamadı.',
    noEmail: 'Bu mesajı gönderen e-posta adresi bırakmadı; yanıtlamak için telefonla ulaşın.',
  },
  kvkk: {
    disabilityConsentRequired: 'Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
    idNumberTaken: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.',
    wrongPassword: 'Şifre yanlış.',
    teacherHasCourses:
      'Eklediğiniz kurslar varken hesabınız silinemez. Kurslarınızı silin ya da yöneticiye devredilmesini isteyin.',
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
  /** Feeds and the sitemap. */
  /** Certificates: the API's message and the PDF's texts (Turkish above English on the page). */
  /** Programme indicators: query messages, labels and the spreadsheet's headings. */
  indicators: {
    invalidDate: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalı',
    rangeOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    invalidCohort: 'Dönem geçerli bir kimlik olmalı',
    disability: { yes: 'Engelli', no: 'Engelli değil', unknown: 'Bilinmiyor' },
    funnel: {
      registered: 'Kayıt olan',
      enrolled: 'Kursa kaydolan',
      passed: 'Sınavı geçen',
      certified: 'Sertifika alan',
      applied: 'İlana başvuran',
      hired: 'İşe alınan',
    },
  },
  placements: {
    endsBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalı',
    score: 'Puan 1 ile 5 arasında bir tam sayı olmalı',
    rating: 'Değerlendirme 1 ile 5 arasında bir tam sayı olmalı',
    invalidState: 'Durum planning, upcoming, ongoing, ended ya da completed olmalı',
  },
  cohorts: {
    notFound: 'Dönem bulunamadı',
    dateOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    birthOrder: 'Doğum tarihi aralığının sonu başından sonra olmalı',
    targetRange: 'Hedef katılımcı sayısı 1 ile 100000 arasında bir tam sayı olmalı',
    openConflict: 'Aynı anda başka bir dönem açıldı; listeyi yenileyip tekrar deneyin',
    invalidCohort: 'Dönem geçerli bir kimlik olmalı',
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
    applicationStatus: {
      inReview: 'İnceleniyor',
      hired: 'İşe Alındı',
      unknown: 'Bilinmeyen Durum',
      shortlisted: 'Kısa listede',
      rejected: 'Reddedildi',
    },
    jobType: { fullTime: 'Tam zamanlı', partTime: 'Yarı zamanlı', internship: 'Staj' },
    logType: { teacher: 'Öğretmen', student: 'Öğrenci', company: 'Şirket', other: 'Diğer' },
    testResult: { passed: 'Başarılı {{score}}/{{total}}', failed: 'Başarısız {{score}}/{{total}}' },
  },
};
