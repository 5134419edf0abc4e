/** Texts of the admin's activity log in Turkish; the entries themselves stay Turkish (decision 023). */
export const logs = {
  title: 'Etkinlik Kayıtları',
  filters: 'Kayıt türüne göre süz',
  empty: 'Henüz kayıt bulunmamaktadır.',
  loadFailed: 'Kayıtlar yüklenemedi.',
  total_one: 'Toplam {{count, number}} kayıt',
  total_other: 'Toplam {{count, number}} kayıt',
  types: {
    teacher: 'Öğretmen',
    student: 'Öğrenci',
    company: 'Şirket',
    other: 'Diğer',
  },
};
