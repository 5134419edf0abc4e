import { resetMessages } from '@beceri/domain';

/** Texts of /forgot-password, /otp and /reset-password (SPEC.md §2, §8). */
export const resetTexts = {
  ...resetMessages,
  forgotTitle: 'Şifremi unuttum',
  forgotIntro: 'Hesabınızın e-posta adresini girin; size 6 haneli bir kod gönderelim.',
  email: 'E-posta',
  send: 'Şifreyi gönder',
  otpTitle: 'Kodu girin',
  otpIntro: (email: string) => `${email} adresine gönderilen 6 haneli kodu girin. Kod 10 dakika geçerlidir.`,
  otpLabel: 'Doğrulama kodu',
  verify: 'Doğrula',
  resend: 'Yeniden gönder',
  resetTitle: 'Yeni şifre belirleyin',
  newPassword: 'Yeni şifre',
  confirmPassword: 'Yeni şifre (tekrar)',
  show: 'Şifreyi göster',
  hide: 'Şifreyi gizle',
  save: 'Şifreyi sıfırla',
  backToLogin: 'Girişe dön',
} as const;
