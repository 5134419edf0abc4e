/** Texts of the three profile screens (docs/product.md). */
export const accounts = {
  greeting: 'Merhaba, {{name}}!',
  email: 'E-posta',
  password: 'Şifre',
  hiddenPassword: 'Gizli şifre',
  resume: 'Özgeçmiş',
  openResume: 'Özgeçmişi indir',
  subject: 'Branş',
  phone: 'Telefon',
  address: 'Adres',
  changePassword: {
    title: 'Şifreyi değiştir',
    description: 'Mevcut şifrenizi ve 8–64 karakterlik yeni şifrenizi girin. Diğer cihazlardaki oturumlarınız kapanır.',
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    submit: 'Kaydet',
    success: 'Şifreniz başarıyla değiştirildi.',
    failed: 'Şifre değiştirilemedi.',
    error: 'Şifre güncellenirken bir hata oluştu.',
  },
  /** The resume on the student's profile and before applying. */
  applying: {
    onFile: 'Özgeçmişiniz yüklü.',
    none: 'Henüz bir özgeçmiş yüklemediniz. Şirketler başvurunuzu özgeçmişinizle birlikte değerlendirir.',
    uploadLabel: 'Özgeçmiş dosyası',
    replaceLabel: 'Yeni özgeçmiş dosyası',
    hint: 'PDF, DOC ya da DOCX; en fazla 5 MB.',
    upload: 'Özgeçmişi yükle',
    replace: 'Özgeçmişi değiştir',
    uploadAndApply: 'Yükle ve başvur',
    progress: 'Yükleme durumu',
    percent: '%{{percent}}',
    chooseFile: 'Önce bir dosya seçin.',
    badType: 'Özgeçmiş PDF, DOC ya da DOCX dosyası olmalı.',
    tooLarge: 'Özgeçmiş dosyası en fazla 5 MB olabilir.',
    uploaded: 'Özgeçmişiniz yüklendi.',
    replaced: 'Özgeçmişiniz güncellendi.',
    failed: 'Özgeçmiş yüklenemedi, tekrar deneyin.',
  },
  // Company vetting (COMPANY_APPROVAL=required).
  approval: {
    pendingTitle: 'Onay bekliyor',
    pendingText:
      'Şirketiniz platform yöneticisinin onayını bekliyor. Bu sırada ilanlarınızı hazırlayabilirsiniz; ilanlarınız onaydan sonra yayına girer ve başvuranların bilgilerini ancak o zaman görebilirsiniz.',
    rejectedTitle: 'Şirket kaydınız onaylanmadı',
    rejectedText:
      'İlanlarınız yayında görünmüyor ve başvuranların bilgilerini göremezsiniz. Sorularınız için platform yöneticisiyle iletişime geçin.',
    reason: 'Gerekçe: {{reason}}',
  },
  // E-mail verification.
  verification: {
    title: 'E-posta doğrulanmadı',
    text: 'Size gönderdiğimiz bağlantıyla e-posta adresinizi doğrulayın. Bağlantı 48 saat geçerlidir.',
    companyText:
      'İlan açabilirsiniz; başvuranların bilgileri ve özgeçmişleri, e-posta adresinizi doğrulayana kadar gizli kalır.',
    resend: 'Yeniden gönder',
    sent: 'Doğrulama bağlantısı e-posta adresinize gönderildi.',
    already: 'E-posta adresiniz zaten doğrulanmış.',
    failed: 'Bir hata oluştu, tekrar deneyin.',
    result: {
      verified: {
        title: 'E-posta adresiniz doğrulandı',
        text: 'Teşekkürler. Hesabınızı kullanmaya devam edebilirsiniz.',
      },
      expired: {
        title: 'Bağlantının süresi dolmuş',
        text: 'Doğrulama bağlantıları 48 saat geçerlidir. Giriş yapıp profilinizden yeni bir bağlantı isteyin.',
      },
      invalid: {
        title: 'Bağlantı kullanılmış ya da geçersiz',
        text: 'Bu bağlantı daha önce kullanılmış ya da yerine yenisi gönderilmiş. Adresiniz doğrulanmadıysa giriş yapıp profilinizden yeni bir bağlantı isteyin.',
      },
      toLogin: 'Giriş sayfasına git',
    },
  },
};
