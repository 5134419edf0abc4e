/** Texts of the home page in Turkish; the project facts are docs/product.md's, every one of them. */
export const home = {
  banner: {
    title: 'Bilişimde Beceri Projesi',
    lead: 'Nesnelerin interneti ve siber güvenlik eğitimleriyle gençleri bilişim sektörüne hazırlıyoruz.',
    alt: 'Bilgisayar ekranı, bağlı cihazlar ve kilit simgesiyle bilişim eğitimi temalı çizim',
  },
  project: {
    title: 'Proje Hakkında',
    lead: 'Beceri, bir sanayi odası ile bir mesleki ve teknik Anadolu lisesinin birlikte yürüttüğü, hibe ile desteklenen bir eğitim ve istihdam projesidir.',
  },
  /** The facts' headings; their texts are the open cohort's (admins edit them, decision 053). */
  facts: {
    duration: 'Süre',
    audience: 'Hedef grup',
    trainings: 'Eğitimler',
    lab: 'Laboratuvar',
    internship: 'Staj',
    closing: 'Kapanış',
    exam: 'Sınav',
  },
  stakeholders: {
    title: 'Paydaşlar',
    chamber: { name: 'İzmit Bölgesi Sanayi Odası', role: 'Proje sahibi' },
    school: { name: 'İzmit Mesleki ve Teknik Anadolu Lisesi', role: 'Proje ortağı' },
    eu: { name: 'Avrupa Birliği', role: 'Finansman' },
    turkey: { name: 'Türkiye Cumhuriyeti', role: 'Finansman' },
    companies: { name: 'Bölgedeki bilişim şirketleri', role: 'Staj ve istihdam' },
  },
  activities: {
    title: 'Faaliyetler',
    iot: {
      title: 'IoT Uygulamaları Eğitimi',
      text: 'Sensörler, bağlı cihazlar ve veri toplama üzerine uygulamalı eğitim.',
    },
    security: { title: 'Siber Güvenlik Eğitimi', text: 'Ağ güvenliği, güvenli yazılım ve saldırılara karşı korunma.' },
    lab: { title: 'Bilişim Laboratuvarı', text: '21 kişilik laboratuvarda her katılımcıya ayrı çalışma alanı.' },
    internship: { title: 'Staj Programı', text: 'Bölge şirketlerinde planlanan stajlarla iş deneyimi.' },
    seminar: { title: 'Kapanış Semineri', text: 'Eylül 2024’te sonuçların paylaşılacağı seminer.' },
    exam: {
      title: 'Mesleki Yeterlilik Sınavı',
      text: 'Belgelendirme sınavına hazırlık; sınav ücreti katılımcıya aittir.',
    },
  },
  landing: {
    title: 'Geleceğini bilişimde kur',
    lead: 'Dersleri keşfet, sınavlara hazırlan ve bölgedeki iş imkânlarına başvur.',
    toCourses: 'Dersleri keşfet',
    toJobs: 'İş imkanlarını keşfet',
  },
  carousel: {
    label: 'Proje haberlerinden görseller',
    prev: 'Önceki görsel',
    next: 'Sonraki görsel',
    pause: 'Otomatik geçişi durdur',
    play: 'Otomatik geçişi başlat',
    slideOf: '{{n}} / {{total}}',
    openNews: '{{alt}} — Haberlere git',
    slides: {
      lab: 'Bilişim laboratuvarında yan yana bilgisayarlar',
      iot: 'Nesnelerin interneti: kablosuz sinyal yayan bir mikrodenetleyici',
      security: 'Siber güvenlik: kilitli bir kalkan',
      internship: 'Staj programı: iş çantası',
      seminar: 'Kapanış semineri: sunum perdesinde yükselen grafik',
    },
  },
};
