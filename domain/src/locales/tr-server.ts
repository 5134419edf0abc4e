/**
 * The texts only the server renders (certificate PDFs and share lines, the feeds, the indicators workbook, the exam
 * attempts' errors), kept out of `tr.ts` so the web's first chunk does not carry them; `domainLocales` (i18n.ts)
 * holds both.
 */
export const trServer = {
  /** The exam attempt errors only the server answers, already in the caller's language. */
  /** The studio's drafts: what publishing needs, and a save sent to a published course (decision 051). */
  courseDrafts: {
    notDraft: 'Bu kurs yayında: değişiklikler taslak olarak kaydedilmez, Güncelle ile kaydedin.',
    publishNeedsTitle: 'Yayınlamak için kursa bir ad verin.',
    publishNeedsDescription: 'Yayınlamak için kursun açıklamasını yazın.',
    publishNeedsLesson: 'Yayınlamak için en az bir ders ekleyin.',
  },
  examAttempts: {
    badSettings: 'Sınav ayarları geçersiz: soru sayısı 1–200, süre 1–600 dakika, geçme yüzdesi 1–100 arasında olmalı.',
    noOpenAttempt: 'Açık bir sınav denemeniz yok. Önce sınavı başlatın.',
    attemptClosed: 'Bu deneme sona erdi; cevaplar artık değiştirilemez.',
    attemptNotFound: 'Sınav denemesi bulunamadı.',
    notYourAttempt: 'Bu sınav denemesi size ait değil.',
    notDrawn: 'Bu soru bu denemede yok.',
    badOption: 'Geçerli bir seçenek seçin.',
    notStudent: 'Ek süre yalnızca öğrencilere verilebilir.',
  },
  certificates: {
    notFound: 'Sertifika bulunamadı.',
    share: {
      valid: '{{name}}, “{{course}}” kursunu başarıyla tamamladı ({{date}}).',
      invalid: 'Bu kodla verilmiş sertifika artık geçerli değil.',
    },
    pdf: {
      title: 'Başarı Sertifikası',
      certifies: 'Bu belge,',
      completed: '“{{course}}” kursunu {{score}}/{{total}} puanla başarıyla tamamladığını gösterir.',
      date: 'Tarih: {{date}}',
      code: 'Doğrulama kodu: {{code}}',
      verify: 'Sertifikanın geçerliliğini karekodu okutarak ya da bu adreste doğrulayabilirsiniz:',
      funding: 'Avrupa Birliği ve Türkiye Cumhuriyeti tarafından finanse edilen proje kapsamında verilmiştir.',
    },
  },
  discovery: {
    deadline: 'Son başvuru: {{date}}',
    feedJobs: 'Beceri projesinin açık iş ve staj ilanları.',
    feedNews: 'Beceri projesinden haberler ve duyurular.',
  },
  questionBank: {
    drawOverBank: 'Çekilecek soru sayısı bankadaki soru sayısından büyük olamaz.',
    templateSheet: 'Sorular',
    templateExample: {
      question: 'HTTP hangi katmanda çalışır?',
      options: 'Uygulama|Ağ|Fiziksel|Veri bağı',
      correct: '1',
    },
    templateFilename: 'soru-bankasi-sablonu',
    import: {
      emptyFile: 'Dosyada içe aktarılacak soru yok.',
      unreadable: 'Dosya okunamadı: şablondaki gibi bir CSV (UTF-8) ya da XLSX dosyası yükleyin.',
      badHeader:
        'Dosyanın ilk satırı şablonun başlıkları olmalı: soru, seçenek1–seçenek5, doğru (eksik sütun: {{column}}).',
      rowsInvalid: 'Dosyada {{count}} hata var; hiçbir soru eklenmedi. Hataları düzeltip dosyayı yeniden yükleyin.',
      overCap:
        'Bankada {{existing}} soru var; dosyadaki {{imported}} soruyla {{max}} soru sınırı aşılıyor. Hiçbir soru eklenmedi.',
      textMissing: 'Satır {{row}}, “{{column}}” sütunu: soru metni boş olamaz.',
      textTooLong: 'Satır {{row}}, “{{column}}” sütunu: soru metni en fazla {{max}} karakter olabilir.',
      optionTooLong: 'Satır {{row}}, “{{column}}” sütunu: seçenek en fazla {{max}} karakter olabilir.',
      tooFewOptions: 'Satır {{row}}, seçenek sütunları: en az 2 seçenek dolu olmalı.',
      correctMissing: 'Satır {{row}}, “{{column}}” sütunu: doğru seçeneğin numarasını (1–5) ya da harfini (A–E) yazın.',
      correctBlank: 'Satır {{row}}, “{{column}}” sütunu: doğru cevap {{number}}. seçenek, ama o seçenek boş.',
    },
  },
  workbook: {
    sheets: {
      participants: 'Katılımcılar',
      gender: 'Cinsiyet',
      ageBand: 'Yaş grubu',
      education: 'Eğitim',
      jobSeeking: 'İş arama durumu',
      disability: 'Engellilik',
      funnel: 'Süreç',
      courses: 'Kurslar',
      programme: 'Laboratuvar ve tamamlama',
    },
    columns: {
      indicator: 'Gösterge',
      value: 'Değer',
      group: 'Grup',
      count: 'Kişi',
      share: 'Oran',
      stage: 'Aşama',
      course: 'Kurs',
      enrolled: 'Kayıtlı',
      attempted: 'Sınava giren',
      passed: 'Başarılı',
    },
    rows: {
      cohort: 'Dönem',
      hours: 'Laboratuvar saatleri',
      hoursPlanned: 'Planlanan saat',
      hoursDelivered: 'Yapılan saat',
      hoursAttended: 'Katılınan saat (kişi × saat)',
      completionEligible: 'Laboratuvarlı kurslardaki kayıtlar',
      completionCompleted: 'Sertifikayla tamamlanan',
      completionRate: 'Tamamlama oranı',
      participants: 'Katılımcı sayısı',
      target: 'Hedef',
      progress: 'Hedefe ulaşma',
      from: 'Kayıt tarihi (başlangıç)',
      to: 'Kayıt tarihi (bitiş)',
      all: 'Tümü',
      createdAt: 'Oluşturulma',
      total: 'Toplam',
    },
    filename: 'beceri-gostergeler',
  },
};
