export const logTexts = {
  title: 'Etkinlik Kayıtları',
  filters: 'Kayıt türüne göre süz',
  empty: 'Henüz kayıt bulunmamaktadır.',
  loadFailed: 'Kayıtlar yüklenemedi.',
  total: (n: number) => `Toplam ${n.toLocaleString('tr-TR')} kayıt`,
} as const;
