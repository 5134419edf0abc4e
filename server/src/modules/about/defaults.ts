import type { AboutContent } from '@beceri/domain';

/** What `/aboutus` shows before an admin has ever saved the page. */
export const defaultAbout: AboutContent = {
  mainImage: null,
  endImage: null,
  mainText:
    'Beceri, bir sanayi odası ile bir mesleki ve teknik Anadolu lisesinin ortaklığında yürütülen, hibe ile desteklenen ' +
    '12 aylık bir projedir. Ekim 2023’te başlayan proje, 16-35 yaş arasındaki 80 vatandaşımızı nesnelerin interneti (IoT) ' +
    've siber güvenlik alanlarında 300 saatlik eğitimlerle buluşturuyor; katılımcıları iş ve staj imkânlarına hazırlıyor.',
  cards: [
    { id: 1, text: 'Hedef kitle: işsizler, üniversite ve meslek lisesi öğrencileri, engelli bireyler, göçmenler ve bilişim sektörü çalışanları.' },
    { id: 2, text: '21 kişilik bilişim laboratuvarında uygulamalı IoT ve siber güvenlik eğitimleri.' },
    { id: 3, text: 'Planlanan staj programı, Eylül 2024’teki kapanış semineri ve katılımcının ödediği mesleki yeterlilik sınavı.' },
  ],
  updatedAt: null,
};
