/** Texts of the exam screen (SPEC.md §2 Quiz, §4). */
export const examTexts = {
  title: 'Sınav',
  questionCount: (n: number) => `${n} soru`,
  progress: (n: number, total: number) => `Soru ${n} / ${total}`,
  next: 'Sonraki',
  finish: 'Sona ermek',
  passed: 'Sınavı başarı ile geçtiniz!',
  failed: 'Başarısız',
  score: (score: number, total: number) => `Puanınız: ${score} / ${total}`,
  back: 'Geri',
  retry: 'Tekrar deneyin',
  noTest: 'Bu kurs için test mevcut değil',
  goBack: 'Geri Dön',
  sending: 'Gönderiliyor...',
  loading: 'Yükleniyor...',
} as const;
