/**
 * Saved job searches ('job alerts', decision 064): the save button on /jobs, the profile's list and the unsubscribe
 * page. A namespace of its own, loaded where it is read: a visitor's /jobs never downloads it.
 */
export const alerts = {
  save: 'Bu aramayı kaydet',
  saveHint: 'Bu aramaya uyan yeni ilanlar her sabah saat 08.00’de e-postanıza gelir.',
  saved: 'Arama kaydedildi. Yeni ilanları her sabah e-postayla göndereceğiz.',
  alreadySaved: 'Bu arama kayıtlı',
  alreadySavedHint: 'Bu aramaya uyan yeni ilanlar her sabah e-postanıza gelir. Profilinizden silebilirsiniz.',
  full: 'En fazla {{max}} arama kaydedebilirsiniz. Yenisi için profilinizden bir aramayı silin.',
  manage: 'Kayıtlı aramalarım',
  failed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  sectionTitle: 'Kayıtlı iş aramaları',
  sectionExplain:
    'Kaydettiğiniz aramalara uyan yeni ilanlar her sabah saat 08.00’de (Türkiye saati) tek bir e-postada gelir. Yeni ilan yoksa e-posta gönderilmez.',
  count: '{{n}}/{{max}} arama kayıtlı',
  none: 'Henüz kayıtlı aramanız yok. İş ilanları sayfasında bir arama yapıp “Bu aramayı kaydet” düğmesine basın.',
  toJobs: 'İş ilanlarına git',
  loadFailed: 'Kayıtlı aramalar alınamadı.',
  words: 'Aranan: “{{q}}”',
  anyWords: 'Tüm ilanlar',
  city: 'Şehir: {{city}}',
  anyCity: 'Tüm şehirler',
  type: 'Çalışma şekli: {{type}}',
  anyType: 'Tüm çalışma şekilleri',
  savedOn: '{{date}} tarihinde kaydedildi',
  open: 'İlanları gör',
  openLabel: '{{summary}} aramasının ilanlarını gör',
  delete: 'Sil',
  deleteLabel: '{{summary}} aramasını sil',
  deleted: 'Arama silindi.',
  unsubscribeTitle: 'İş ilanı bildirimlerinden çık',
  unsubscribeIntro: 'Aşağıdaki kayıtlı aramalarınız için günlük e-posta almayı bırakmak üzeresiniz:',
  unsubscribeButton: 'Abonelikten çık',
  unsubscribed: 'Abonelikten çıktınız. Bu aramalar için artık e-posta almayacaksınız.',
  nothingLeft: 'Bu e-postanın aramaları zaten silinmiş; artık e-posta almayacaksınız.',
  invalidLink:
    'Bu bağlantı geçersiz. E-postadaki bağlantıyı eksiksiz açın ya da giriş yapıp profilinizden aramalarınızı silin.',
  loading: 'Yükleniyor…',
  noLogin: 'Bu işlem için giriş yapmanız gerekmez.',
};
