import type { AboutContent } from '@beceri/domain';

/** What `/aboutus` shows before an admin has ever saved the page. */
export const defaultAbout: AboutContent = {
  mainImage: null,
  endImage: null,
  mainText:
    'Beceri, bir sanayi odası ile bir mesleki ve teknik Anadolu lisesinin ortaklığında yürütülen, hibe ile desteklenen ' +
    '12 aylık bir projedir. Ekim 2023’te başlayan proje, 16-35 yaş arasındaki 80 vatandaşımızı nesnelerin interneti (IoT) ' +
    've siber güvenlik alanlarında 300 saatlik eğitimlerle buluşturuyor; katılımcıları iş ve staj imkânlarına hazırlıyor.',
  mainTextEn:
    'Beceri is a 12-month, grant-funded project run by a chamber of industry together with a vocational and technical ' +
    'high school. Started in October 2023, it brings 80 people aged 16 to 35 to 300 hours of training in the Internet ' +
    'of Things (IoT) and cyber security, and prepares them for jobs and internships.',
  mainImageAlt: '',
  mainImageAltEn: '',
  endImageAlt: '',
  endImageAltEn: '',
  cards: [
    {
      id: 1,
      text: 'Hedef kitle: işsizler, üniversite ve meslek lisesi öğrencileri, engelli bireyler, göçmenler ve bilişim sektörü çalışanları.',
      textEn:
        'Who it is for: the unemployed, university and vocational school students, people with disabilities, migrants and IT workers.',
    },
    {
      id: 2,
      text: '21 kişilik bilişim laboratuvarında uygulamalı IoT ve siber güvenlik eğitimleri.',
      textEn: 'Hands-on IoT and cyber security training in an IT laboratory for 21 people.',
    },
    {
      id: 3,
      text: 'Planlanan staj programı, Eylül 2024’teki kapanış semineri ve katılımcının ödediği mesleki yeterlilik sınavı.',
      textEn:
        'A planned internship programme, the closing seminar in September 2024 and the vocational qualification exam the participant pays for.',
    },
  ],
  updatedAt: null,
};
