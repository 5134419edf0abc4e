/** Texts of the personal-data controls on the profile pages and of the privacy notice (/kvkk). */
export const kvkk = {
  personalData: {
    title: 'Kişisel verilerim',
    intro:
      'Hakkınızda tuttuğumuz bütün bilgileri ve yüklediğiniz dosyaları indirebilir ya da hesabınızı silebilirsiniz.',
    noticeLink: 'Kişisel verilerin korunması aydınlatma metni',
    download: 'Verilerimi indir',
    downloading: 'Hazırlanıyor...',
    downloadFailed: 'Verileriniz indirilemedi, tekrar deneyin.',
    fileName: 'beceri-verilerim.zip',
    delete: 'Hesabımı sil',
    dialogTitle: 'Hesabınızı silmek istediğinize emin misiniz?',
    dialogDescription:
      'Hesabınız ve hakkınızda tuttuğumuz kişisel veriler kalıcı olarak silinir; bu işlem geri alınamaz. Onaylamak için şifrenizi girin.',
    whatHappens: {
      student:
        'Profiliniz, kurs kayıtlarınız, sınav sonuçlarınız, başvurularınız ve özgeçmişiniz silinir. Programın istatistikleri için kimliğinizi belirtmeyen özet bir kayıt (cinsiyet, yaş aralığı, eğitim durumu gibi) kalır.',
      teacher:
        'Eklediğiniz kurslar öğrenciler için yayında kalır ve programın yönetimine devredilir; adınız kurslardan ve işlem kayıtlarından kaldırılır.',
      company:
        'İş ilanlarınız ve bu ilanlara yapılan başvurular silinir; şirket adınız işlem kayıtlarından kaldırılır.',
      admin: 'Adınız işlem kayıtlarından kaldırılır; eklediğiniz içerik yerinde kalır.',
    },
    password: 'Şifre',
    confirm: 'Hesabımı kalıcı olarak sil',
    deleting: 'Siliniyor...',
    deleted: 'Hesabınız silindi.',
  },
  disability: {
    title: 'Engel durumu bilgisi',
    yes: 'Evet',
    no: 'Hayır',
    none: 'Kayıtlı bilgi yok.',
    consentGiven: 'Bu bilginin işlenmesine açık rıza verdiniz.',
    withdraw: 'Açık rızamı geri çek',
    erase: 'Bu bilgiyi sil',
    dialogTitle: 'Engel durumu bilginiz silinsin mi?',
    dialogDescription:
      'Kayıtlı engel durumu cevabınız silinir; bu bilgi için açık rıza verdiyseniz geri çekilir. Erişilebilirlik desteği için bu bilgiyi yeniden vermek isterseniz bize ulaşabilirsiniz.',
    confirm: 'Geri çek ve sil',
    done: 'Engel durumu bilginiz silindi.',
    failed: 'Bir hata oluştu, tekrar deneyin.',
  },
  idNumber: 'Kimlik numarası',
  idNumberMasked: 'Kimlik numarası: gizlenmiş',
  notice: {
    title: 'Kişisel Verilerin Korunması Aydınlatma Metni',
    version: 'Sürüm: {{version}}',
    intro:
      'Bu metin, Beceri platformunda hakkınızda hangi bilgileri neden tuttuğumuzu ve bu bilgiler üzerindeki haklarınızı 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca anlatır.',
    controllerTitle: 'Veri sorumlusu',
    controllerLabel: 'Veri sorumlusu:',
    controllerProject:
      'Platform, Avrupa Birliği ve Türkiye Cumhuriyeti tarafından finanse edilen mesleki eğitim ve istihdam projesi kapsamında işletilir.',
    contactLabel: 'İletişim:',
    dataTitle: 'Hangi bilgileri tutuyoruz',
    data: {
      identity:
        'Kimlik ve iletişim: ad, soyad, e-posta, telefon, adres; öğrenciler için T.C. kimlik numarası, doğum tarihi ve cinsiyet.',
      education:
        'Eğitim ve iş: eğitim durumu, iş arama durumu, özgeçmiş, kurs kayıtları, sınav sonuçları ve iş başvuruları.',
      disability:
        'Engel durumu: sağlıkla ilgili özel nitelikli bir veridir; “Evet” cevabı yalnızca ayrıca açık rıza verirseniz kaydedilir.',
      security: 'Güvenlik kayıtları: oturumlar, şifre sıfırlama kodları ve platformdaki işlem kayıtları.',
    },
    purposesTitle: 'Neden tutuyoruz',
    purposes: {
      account:
        'Hesabınızı açmak, kurslara ve iş ilanlarına başvurularınızı yürütmek (sözleşmenin kurulması ve ifası, KVKK m. 5/2-c).',
      applications:
        'Başvurduğunuz şirketin sizi değerlendirebilmesi: özgeçmişiniz ve eğitim bilgileriniz yalnızca başvurduğunuz ilanın sahibiyle paylaşılır.',
      reporting:
        'Projenin hibe veren kurumlara raporlanması ve katılımcı hedeflerinin izlenmesi (hukuki yükümlülük ve meşru menfaat, KVKK m. 5/2-ç ve f). Raporlarda yalnızca kimliğinizi belirtmeyen toplu sayılar kullanılır.',
      disability:
        'Engel durumu bilgisi: erişilebilirlik desteği ve dezavantajlı grupların katılımının ölçülmesi; yalnızca açık rızanızla (KVKK m. 6). Rızanızı istediğiniz zaman profil sayfanızdan geri çekebilirsiniz; cevabınız o anda silinir.',
      security: 'Platformun ve hesabınızın güvenliği: oturumlar, kötüye kullanımın önlenmesi.',
    },
    sharingTitle: 'Kimlerle paylaşıyoruz',
    sharing:
      'Başvurduğunuz ilanın sahibi şirketle (ilan için gereken bilgiler), hibe veren kurumlarla (yalnızca kimliğinizi belirtmeyen toplu sayılar) ve kanunun zorunlu kıldığı hâllerde yetkili kamu kurumlarıyla.',
    protectionTitle: 'Nasıl koruyoruz',
    protection:
      'T.C. kimlik numaranız ve engel durumu bilginiz veritabanında şifrelenmiş (AES-256) olarak saklanır; ekranlarda kimlik numaranızın yalnızca ilk ve son rakamı görünür. Şifreniz geri çevrilemeyecek biçimde saklanır.',
    retentionTitle: 'Ne kadar süre saklıyoruz',
    retention: {
      account:
        'Hesabınız açık olduğu sürece. Hesabınızı sildiğinizde kişisel verileriniz ve dosyalarınız hemen silinir.',
      statistics:
        'Programın istatistikleri için kimliğinizi belirtmeyen bir özet kayıt (cinsiyet, yaş aralığı, eğitim ve iş arama durumu, engel durumu var/yok, ulaşılan aşama, kayıt ayı) kalır; işlem kayıtlarında adınız yerine “Silinmiş kullanıcı” yazar.',
      mails:
        'Gönderilen e-postaların kopyaları, süresi dolan ya da kullanılan şifre sıfırlama kodları ve oturumlar sona erdikten 7 gün sonra silinir.',
      contactMessages:
        'İletişim formundan gönderdiğiniz mesajlar (adınız, e-posta adresiniz, telefonunuz ve mesajınız) bize ulaştıktan {{months}} ay sonra silinir.',
    },
    rightsTitle: 'Haklarınız (KVKK m. 11)',
    rightsIntro: 'Bize başvurarak:',
    rights: {
      know: 'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
      information: 'işlenmişse buna ilişkin bilgi isteme,',
      purpose: 'işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
      recipients: 'yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
      rectify: 'eksik veya yanlış işlenmişse düzeltilmesini isteme,',
      erase: 'Kanun’un 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
      notify: 'düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
      object: 'yalnızca otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,',
      compensation: 'kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini isteme.',
    },
    howTitle: 'Haklarınızı nasıl kullanırsınız',
    howSelf:
      'Profil sayfanızdaki <strong>Verilerimi indir</strong> düğmesiyle hakkınızda tuttuğumuz bütün bilgileri ve dosyalarınızı indirebilir, <strong>Hesabımı sil</strong> düğmesiyle hesabınızı silebilir, engel durumu bilginiz için verdiğiniz açık rızayı geri çekebilirsiniz.',
    howOther:
      'Diğer talepleriniz için <mail>{{email}}</mail> adresine yazabilir ya da {{address}} adresine yazılı olarak başvurabilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz yanıtlanır (KVKK m. 13). Yanıttan memnun kalmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
    loginLink: 'Profil sayfanıza gitmek için giriş yapın',
  },
};
