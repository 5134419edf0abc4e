/** The JSON error body of every failed API call (DESIGN.md §4). */
export interface ApiErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

/** Server messages that are not SPEC.md texts but that users can see. */
export const serverMessages = {
  unauthenticated: 'Oturumunuz yok ya da süresi doldu. Lütfen giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  validation: 'Gönderilen bilgiler geçersiz.',
  tooLarge: 'Dosya çok büyük.',
  badFileType: 'Dosya türü desteklenmiyor.',
  emptyFile: 'Dosya boş.',
  rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  internal: 'Bir hata oluştu, tekrar deneyin.',
  emailTaken: 'SignUp Failed! A user with this email already exists.',
  invalidCredentials: 'Geçersiz e-posta ve şifre',
  resumeRequired: 'Bu alan zorunludur',
  unavailable: 'Hizmet geçici olarak kullanılamıyor.',
} as const;
