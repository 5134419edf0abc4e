import { kvkkMessages } from '@beceri/domain';

/** Texts of the personal-data controls on the profile pages and of the privacy notice. */
export const personalDataTexts = {
  title: 'Kişisel verilerim',
  intro: 'Hakkınızda tuttuğumuz bütün bilgileri ve yüklediğiniz dosyaları indirebilir ya da hesabınızı silebilirsiniz.',
  noticeLink: 'Kişisel verilerin korunması aydınlatma metni',
  download: 'Verilerimi indir',
  downloading: 'Hazırlanıyor...',
  downloadFailed: 'Verileriniz indirilemedi, tekrar deneyin.',
  delete: 'Hesabımı sil',
  dialogTitle: 'Hesabınızı silmek istediğinize emin misiniz?',
  dialogDescription: 'Hesabınız ve hakkınızda tuttuğumuz kişisel veriler kalıcı olarak silinir; bu işlem geri alınamaz. Onaylamak için şifrenizi girin.',
  whatHappens: {
    student: 'Profiliniz, kurs kayıtlarınız, sınav sonuçlarınız, başvurularınız ve özgeçmişiniz silinir. Programın istatistikleri için kimliğinizi belirtmeyen özet bir kayıt (cinsiyet, yaş aralığı, eğitim durumu gibi) kalır.',
    teacher: 'Eklediğiniz kurslar öğrenciler için yayında kalır ve programın yönetimine devredilir; adınız kurslardan ve işlem kayıtlarından kaldırılır.',
    company: 'İş ilanlarınız ve bu ilanlara yapılan başvurular silinir; şirket adınız işlem kayıtlarından kaldırılır.',
    admin: 'Adınız işlem kayıtlarından kaldırılır; eklediğiniz içerik yerinde kalır.',
  },
  password: 'Şifre',
  confirm: 'Hesabımı kalıcı olarak sil',
  deleting: 'Siliniyor...',
  cancel: 'Vazgeç',
  deleted: 'Hesabınız silindi.',
  wrongPassword: kvkkMessages.wrongPassword,
} as const;

export const disabilityConsentTexts = {
  title: 'Engel durumu bilgisi',
  answer: { yes: 'Evet', no: 'Hayır' } as Record<string, string>,
  none: 'Kayıtlı bilgi yok.',
  consentGiven: 'Bu bilginin işlenmesine açık rıza verdiniz.',
  withdraw: 'Açık rızamı geri çek',
  erase: 'Bu bilgiyi sil',
  dialogTitle: 'Engel durumu bilginiz silinsin mi?',
  dialogDescription:
    'Kayıtlı engel durumu cevabınız silinir; bu bilgi için açık rıza verdiyseniz geri çekilir. Erişilebilirlik desteği için bu bilgiyi yeniden vermek isterseniz bize ulaşabilirsiniz.',
  confirm: 'Geri çek ve sil',
  cancel: 'Vazgeç',
  done: 'Engel durumu bilginiz silindi.',
  failed: 'Bir hata oluştu, tekrar deneyin.',
} as const;

export const studentIdTexts = {
  idNumber: 'Kimlik numarası',
} as const;
