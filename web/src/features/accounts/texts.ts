import { passwordChangeMessages } from '@beceri/domain';

/** Texts of the three profile screens (SPEC.md §2, §8). */
export const profileTexts = {
  title: 'Profil',
  greeting: (name: string) => `Merhaba, ${name}!`,
  email: 'E-posta',
  password: 'Şifre',
  maskedPassword: '••••••••',
  resume: 'Özgeçmiş',
  openResume: 'Özgeçmişi indir',
  noResume: 'Yüklenmiş özgeçmiş yok.',
  subject: 'Branş',
  phone: 'Telefon',
  address: 'Adres',
  pastCourses: 'Eski Kurslar',
  enrolled: (n: number) => `${n.toLocaleString('tr-TR')} kayıtlı öğrenci`,
  loading: 'Profil yükleniyor...',
} as const;

export const changePasswordTexts = {
  title: 'Şifreyi değiştir',
  description: 'Mevcut şifrenizi ve 8–64 karakterlik yeni şifrenizi girin. Diğer cihazlardaki oturumlarınız kapanır.',
  currentPassword: 'Mevcut şifre',
  newPassword: 'Yeni şifre',
  submit: 'Kaydet',
  cancel: 'Vazgeç',
  ...passwordChangeMessages,
} as const;
