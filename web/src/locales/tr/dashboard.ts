/** Texts of the admin's dashboard (/admin, decision 057), in Turkish. */
export const dashboard = {
  title: 'Yönetim paneli',
  intro: 'Sizi bekleyen işler; her biri işin yapıldığı ekrana götürür.',
  loadFailed: 'Panel bilgileri alınamadı, tekrar deneyin.',
  retry: 'Tekrar dene',
  waitingTitle: 'Bekleyen işler',
  weekTitle: 'Bu hafta',
  allDone: 'Bekleyen iş yok, her şey yolunda.',
  companies: {
    label: 'Onay bekleyen şirket',
    detail: '{{verified}} tanesi e-posta adresini doğruladı',
    empty: 'Onay bekleyen şirket yok',
  },
  messages: {
    label: 'Okunmamış mesaj',
    empty: 'Okunmamış mesaj yok',
  },
  mails: {
    label: 'Gönderilemeyen e-posta',
    detail: 'Yeniden göndermek için e-posta kuyruğunu açın',
    empty: 'Gönderilemeyen e-posta yok',
  },
  attendance: {
    label: 'Yoklaması alınmamış oturum',
    detail: 'Bu hafta biten {{ended}} oturumun {{marked}} tanesinin yoklaması alındı',
    empty: 'Biten oturumların hepsinin yoklaması alındı',
  },
  cohort: {
    label: 'Açık dönemin katılımcıları',
    detail: '{{name}}: hedef {{target}} katılımcı (%{{percent}})',
    empty: 'Açık dönem yok; yeni katılımcılar bir döneme bağlanmıyor',
  },
  sessions: {
    label: 'Bu haftanın ders oturumları',
    detail: '{{ended}} tanesi bitti',
    empty: 'Bu hafta ders oturumu yok',
  },
  applications: {
    label: 'Bu haftaki iş başvurusu',
    empty: 'Bu hafta iş başvurusu yok',
  },
  certificates: {
    label: 'Bu hafta verilen sertifika',
    empty: 'Bu hafta sertifika verilmedi',
  },
  week: '{{from}} – {{to}}',
};
