/** Texts of the login and sign-up screens (docs/product.md). */
export const auth = {
  login: {
    title: 'Giriş Yap',
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş',
    forgot: 'Parolanızı mı unuttunuz?',
    signup: 'Kayıt ol',
    success: 'Giriş başarılı',
    invalid: 'Geçersiz e-posta ve şifre',
    /** Stays in the form after a refused login (the toast goes away). */
    invalidHint:
      'E-posta adresi veya şifre hatalı. Şifrenizi hatırlamıyorsanız “Parolanızı mı unuttunuz?” bağlantısıyla yenileyebilirsiniz.',
    failed: 'Bir hata oluştu, tekrar deneyin..',
    noAccount: 'Hesabınız yok mu?',
    /** Shown above the form when a page sent the visitor here. */
    returnNotice: 'Devam etmek için giriş yapın; ardından kaldığınız sayfaya döneceksiniz.',
  },
  signup: {
    title: 'Kayıt ol',
    role: 'Rolünüz',
    student: 'Öğrenci',
    company: 'Şirket',
    name: 'Ad',
    surname: 'Soyad',
    companyName: 'Şirket adı',
    idNumber: 'Kimlik numarası',
    gender: 'Cinsiyet',
    dateOfBirth: 'Doğum tarihi',
    educationLevel: 'Eğitim durumu',
    jobSeekingStatus: 'İş arıyor musunuz?',
    disability: 'Engel durumunuz var mı?',
    email: 'E-posta',
    password: 'Şifre',
    resume: 'Özgeçmiş (isteğe bağlı)',
    consent: 'Verilerimin işlenmesini onaylıyorum',
    disabilityConsent:
      'Engel durumuma ilişkin bilginin (özel nitelikli kişisel veri) erişilebilirlik desteği ve programın istatistikleri için işlenmesine açık rıza veriyorum.',
    disabilityConsentShort: 'Engel durumu bilgisi için açık rıza',
    consentShort: 'Veri işleme onayı',
    kvkkNotice: 'Kişisel verilerin korunması aydınlatma metni (yeni sekmede açılır)',
    choose: 'Seçiniz',
    submit: 'Kayıt ol',
    haveAccount: 'Zaten hesabınız var mı?',
    login: 'Giriş Yap',
    success: 'Kayıt başarılı.',
    emailTaken: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
    failed: 'Kayıt başarısız! Lütfen tekrar deneyin.',
    exception: 'Giriş başarısız! Bir hata oluştu, tekrar deneyin..',
    /** Above the fields: which are required, before anything is typed. */
    introStudent: 'Özgeçmiş dışındaki tüm alanlar zorunludur.',
    introCompany: 'Tüm alanlar zorunludur.',
    /** Each field's rule, under it before typing (aria-describedby). */
    hints: {
      personName: 'En fazla 15 karakter.',
      text: 'En fazla 200 karakter.',
      idNumber: '11 haneli T.C. kimlik numaranız, kimlik kartınızdaki gibi.',
      dateOfBirth: 'Bu dönemin katılımcıları {{from}} ile {{to}} arasında (iki gün dahil) doğmuş olmalı.',
      email: 'Giriş için kullanacağınız adres; doğrulama bağlantısı buraya gönderilir.',
      password:
        '8–64 karakter. Yaygın şifreler, platformun adı ve e-posta adresinizin @ işaretinden önceki kısmı kabul edilmez.',
      resume:
        'PDF, DOC veya DOCX, en fazla 5 MB. Şimdi ya da daha sonra profilinizden, ilk başvurunuzdan önce yükleyebilirsiniz.',
    },
  },
};
