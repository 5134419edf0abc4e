/** Texts of the item statistics screen (docs/product.md, Item statistics) in Turkish. */
export const examStats = {
  title: 'Soru istatistikleri',
  intro:
    'Her soru için: kaç denemede çıktığı, doğru cevaplayanların oranı ve ayırt ediciliği. Ayırt edicilik, soruyu doğru cevaplayanların sınavın geri kalanında da iyi olup olmadığını gösterir: 0,2 ve üstü iyidir, eksi bir değer sorunlu bir soruya işaret eder.',
  basis: 'Yalnızca bitmiş denemeler sayılır; en az {{count}} denemede çıkmamış bir soru için yorum yapılmaz.',
  tableLabel: '“{{title}}” sınavının soru istatistikleri',
  number: 'No',
  question: 'Soru',
  timesDrawn: 'Çıktığı deneme',
  shareCorrect: 'Doğru oranı',
  discrimination: 'Ayırt edicilik',
  verdict: 'Değerlendirme',
  none: '—',
  percent: '%{{value}}',
  hints: {
    tooHard: 'Neredeyse kimse doğru cevaplamıyor: doğru cevap yanlış işaretlenmiş ya da soru belirsiz olabilir.',
    tooEasy: 'Neredeyse herkes doğru cevaplıyor: bu soru bilenle bilmeyeni ayırmıyor.',
    negative:
      'Sınavın geri kalanında iyi olanlar bu soruyu daha çok kaçırıyor: doğru cevabı ve seçenekleri kontrol edin.',
    fewAttempts: 'Yorum için henüz yeterli deneme yok.',
    fine: 'Sorun görünmüyor.',
  },
  mostMissed: 'En çok kaçırılan soru: {{number}}. soru, doğru oranı %{{percent}}.',
  empty: 'Bu kursun sınavında henüz soru yok.',
  loadFailed: 'Soru istatistikleri alınamadı, tekrar deneyin.',
  notFound: 'Kurs bulunamadı.',
  notOwner: 'Bu kurs size ait değil.',
  retry: 'Tekrar dene',
  back: 'Geri',
  editExam: 'Sınavı düzenle',
};
