import type { CourseCategory } from '@beceri/domain';

/**
 * The demo courses of `SEED_DEMO=1` (decision 050): lessons with real teaching text (the card shows it, the seed
 * prints it into each lesson's PDF), a public educational video each, and a question bank larger than its draw.
 * Courses have no English fields, so the text is Turkish only.
 */
export interface DemoLesson {
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
  videoLink: string;
}
export interface DemoQuestion {
  text: string;
  options: string[];
  correctAnswer: number;
}
export interface DemoCourse {
  by: 'teacher' | 'admin';
  title: string;
  category: CourseCategory;
  description: string;
  lessons: DemoLesson[];
  /** Each attempt draws this many of the bank's questions. */
  drawCount: number;
  questions: DemoQuestion[];
}

const q = (text: string, options: string[], correctAnswer: number): DemoQuestion => ({ text, options, correctAnswer });

// Public educational videos (freeCodeCamp, Edureka, Simplilearn on YouTube), played through the privacy-enhanced player.
const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;

const iot: DemoCourse = {
  by: 'teacher',
  title: 'IoT Uygulamalarına Giriş',
  category: 'IoT',
  description:
    'Sensörler, mikrodenetleyiciler ve MQTT ile nesnelerin internetine ilk adım. Python ile veri toplayıp buluta gönderen küçük bir proje geliştireceğiz.',
  drawCount: 10,
  lessons: [
    {
      title: 'Nesnelerin İnterneti nedir?',
      videoLink: video('LlhmzVL5bm8'),
      text: `Nesnelerin İnterneti (IoT), çevresini algılayan ve ölçtüğünü ağ üzerinden paylaşan cihazların oluşturduğu sistemlerin genel adıdır. Bir IoT sistemi dört parçadan oluşur: ölçüm yapan sensörler, ölçümü okuyan bir mikrodenetleyici ya da tek kartlı bilgisayar, veriyi taşıyan bir ağ bağlantısı ve veriyi saklayıp yorumlayan bir sunucu ya da bulut hizmeti.

Sanayide IoT çoğunlukla bakım ve verimlilik için kullanılır. Bir pres makinesinin titreşimini ölçen sensör, rulman bozulmadan önce uyarı verebilir; bir depo sıcaklığını izleyen cihaz, soğuk zincir kırıldığında sorumluya mesaj gönderebilir. Bu örneklerde değer, tek bir ölçümde değil, ölçümlerin zaman içindeki eğiliminde ortaya çıkar.

Bir IoT projesine başlarken üç soruyu yanıtlayın: Neyi ölçeceğim ve ne sıklıkla? Veri nereye gidecek ve kim görecek? Cihaz elektrik ya da ağ kesildiğinde ne yapacak? Bu derste izleyeceğiniz video temel kavramları ve kullanım alanlarını özetliyor; sonraki derslerde bir sensörü kendimiz okuyacağız.`,
    },
    {
      title: 'Raspberry Pi ile sensör okuma',
      videoLink: video('zJ-LqeX_fLU'),
      text: `Raspberry Pi, üzerinde Linux çalışan kredi kartı boyutunda bir bilgisayardır; kenarındaki GPIO (genel amaçlı giriş/çıkış) pinleri sayesinde sensörlere doğrudan bağlanabilir. Arduino gibi mikrodenetleyiciler ise işletim sistemi olmadan tek bir programı çalıştırır; daha az enerji harcar ve zamanlaması daha kesindir. İkisi sık sık birlikte kullanılır: Arduino ölçer, Raspberry Pi veriyi toplayıp ağa gönderir.

Bu derste DHT22 sıcaklık ve nem sensörünü kullanıyoruz. Sensörün üç bacağı vardır: besleme (3,3 V), veri ve toprak (GND). Veri bacağını bir GPIO pinine bağlayın ve besleme ile veri arasına 10 kΩ'luk bir çekme direnci koyun. Kabloları bağlamadan önce kartın elektriğini mutlaka kesin; yanlış pine verilen 5 V kartı kalıcı olarak bozabilir.

Python tarafında ölçüm, sensörün kütüphanesiyle birkaç satırdır: sensörü tanımlarsınız, bir döngü içinde sıcaklığı ve nemi okursunuz, okumalar arasında en az iki saniye beklersiniz. Okuma bazen başarısız olur; iyi bir program bu durumda çökmez, hatayı kaydeder ve bir sonraki ölçümü dener. Videoda mikrodenetleyici, devre tahtası ve sensör bağlantılarının temelleri adım adım gösteriliyor.`,
    },
    {
      title: 'MQTT ile veri gönderme',
      videoLink: video('qiQR5rTSshw'),
      text: `MQTT, sınırlı kaynaklı cihazlar için tasarlanmış hafif bir mesajlaşma protokolüdür ve TCP/IP üzerinde çalışır. İstemci-sunucu yerine yayınla/abone ol modelini kullanır: sensör, ölçümünü bir konu adına (örneğin fabrika/hat1/sicaklik) yayınlar; o konuya abone olan her uygulama mesajı aracı sunucudan (broker) alır. Yayıncı ile abone birbirini tanımak zorunda değildir.

Konu adları eğik çizgiyle ayrılmış düzeylerden oluşur. Abone olurken + işareti tek bir düzeyin yerini tutar (fabrika/+/sicaklik), # işareti ise kalan tüm düzeyleri kapsar (fabrika/#). Mesajın teslim güvencesini QoS belirler: 0 en fazla bir kez, 1 en az bir kez, 2 tam olarak bir kez. Sıcaklık gibi sık gelen ölçümler için QoS 0 çoğu zaman yeterlidir; alarm mesajları için QoS 1 seçin.

Güvenlik unutulmamalıdır: aracı sunucuya kullanıcı adı ve parolayla bağlanın, bağlantıyı TLS ile şifreleyin ve her cihaza yalnızca kendi konularına yazma izni verin. Videoda MQTT'nin üzerinde çalıştığı ağ temelleri (IP adresleri, portlar, TCP) anlatılıyor; bu kavramlar bir cihazın neden aracı sunucuya bağlanamadığını anlamanızı sağlar.`,
    },
  ],
  questions: [
    q(
      'MQTT hangi iletişim modelini kullanır?',
      ['İstemci-sunucu istek/yanıt', 'Yayınla/abone ol', 'Eşler arası dosya paylaşımı', 'Toplu e-posta'],
      1,
    ),
    q('Raspberry Pi nedir?', ['Bir sensör', 'Bir yazıcı', 'Tek kartlı bilgisayar', 'Bir modem'], 2),
    q('Sıcaklık ölçümü hangi bileşenle yapılır?', ['Röle', 'Motor sürücü', 'Hoparlör', 'Sensör'], 3),
    q(
      'IoT cihazlarında varsayılan parolalar ne yapılmalıdır?',
      ['Aynen bırakılmalı', 'Değiştirilmeli', 'Herkese duyurulmalı', 'Boş bırakılmalı'],
      1,
    ),
    q(
      'MQTT’de mesajları yayıncıdan abonelere ileten bileşenin adı nedir?',
      ['Aracı sunucu (broker)', 'Yönlendirici', 'Sensör', 'Güvenlik duvarı'],
      0,
    ),
    q(
      'fabrika/+/sicaklik aboneliği hangi konuyu kapsar?',
      ['fabrika/sicaklik', 'fabrika/hat1/sicaklik', 'fabrika/hat1/nem', 'depo/hat1/sicaklik'],
      1,
    ),
    q(
      'Bir alarm mesajının en az bir kez teslim edilmesi için hangi QoS seçilir?',
      ['QoS 0', 'QoS 1', 'QoS 3', 'QoS seçilemez'],
      1,
    ),
    q('DHT22 sensörü neyi ölçer?', ['Işık ve ses', 'Sıcaklık ve nem', 'Basınç ve hız', 'Akım ve gerilim'], 1),
    q('Raspberry Pi’nin sensörlere bağlandığı pinlerin genel adı nedir?', ['USB', 'HDMI', 'GPIO', 'RJ45'], 2),
    q(
      'Sensör kablolarını bağlamadan önce ne yapılmalıdır?',
      ['Kartın elektriği kesilmeli', 'Wi-Fi açılmalı', 'Ekran bağlanmalı', 'Program çalıştırılmalı'],
      0,
    ),
    q(
      'Mikrodenetleyicinin (ör. Arduino) Raspberry Pi’ye göre bir üstünlüğü hangisidir?',
      ['Masaüstü işletim sistemi çalıştırır', 'Daha az enerji harcar', 'Daha çok bellek taşır', 'Ekran kartı vardır'],
      1,
    ),
    q(
      'Bir sensör okuması başarısız olduğunda iyi bir program ne yapar?',
      ['Hemen kapanır', 'Hatayı kaydedip sonraki ölçümü dener', 'Karttaki tüm verileri siler', 'Sonsuza kadar bekler'],
      1,
    ),
    q(
      'MQTT bağlantısını dinlemeye karşı korumak için ne kullanılır?',
      ['TLS şifreleme', 'Daha uzun konu adı', 'QoS 0', 'Daha sık ölçüm'],
      0,
    ),
    q(
      'Sanayide IoT’nin sık kullanıldığı alan hangisidir?',
      ['Kestirimci bakım', 'Muhasebe kayıtları', 'Personel izinleri', 'Reklam tasarımı'],
      0,
    ),
    q('MQTT hangi taşıma protokolünün üzerinde çalışır?', ['TCP', 'FTP', 'SMTP', 'Bluetooth Low Energy'], 0),
  ],
};

const security: DemoCourse = {
  by: 'teacher',
  title: 'Siber Güvenliğin Temelleri',
  category: 'Siber Güvenlik',
  description:
    'Parola güvenliği, kimlik avı saldırıları, güvenlik duvarları ve temel ağ güvenliği. Günlük iş hayatında verileri korumanın pratik yolları.',
  drawCount: 10,
  lessons: [
    {
      title: 'Tehditler ve saldırı türleri',
      videoLink: video('inWWhr5tnEA'),
      text: `Bilgi güvenliği üç hedef üzerine kuruludur: gizlilik (bilgiyi yalnızca yetkili kişiler görür), bütünlük (bilgi izinsiz değiştirilemez) ve erişilebilirlik (bilgi gerektiğinde kullanılabilir). Bir saldırı bu üçünden en az birini bozar; saldırı türlerini bu gözle sınıflandırmak, hangi önlemin neyi koruduğunu anlamayı kolaylaştırır.

Kötü amaçlı yazılımlar (virüs, solucan, truva atı) bir bilgisayara çoğunlukla e-posta ekleri, sahte indirme bağlantıları ya da güncellenmemiş yazılımlardaki açıklar üzerinden girer. Fidye yazılımı dosyaları şifreleyip açmak için para ister; buna karşı en etkili önlem, çevrim dışı saklanan ve geri yüklemesi denenmiş düzenli yedeklerdir.

Sosyal mühendislikte hedef bilgisayar değil insandır. Kimlik avı (phishing) e-postaları bir bankayı, kargo firmasını ya da şirketin kendi BT birimini taklit eder ve aciliyet duygusu yaratır: "Hesabınız bu gece kapanacak." Gönderen adresini ve bağlantının gerçekte nereye gittiğini kontrol etmeden hiçbir bağlantıya tıklamayın; şüphelendiğinizde kurumu bildiğiniz bir kanaldan arayın. Videoda tehdit türleri ve temel savunma kavramları anlatılıyor.`,
    },
    {
      title: 'Güçlü parolalar ve iki adımlı doğrulama',
      videoLink: video('U_P23SqJaDc'),
      text: `Parolaların çoğu tahmin edildiği için değil, başka bir siteden sızdığı için ele geçirilir. Saldırganlar sızan e-posta ve parola çiftlerini başka sitelerde dener; buna kimlik bilgisi doldurma denir. Bu yüzden en önemli kural, her hesap için farklı bir parola kullanmaktır. Uzunluk karmaşıklıktan daha değerlidir: "mavi-deniz-kalem-87" gibi birkaç kelimeden oluşan uzun bir parola hem akılda kalır hem de kırılması zordur.

Onlarca farklı parolayı ezberlemek mümkün değildir; bir parola yöneticisi bunları şifreli bir kasada saklar ve her site için rastgele parola üretir. Kasayı açan ana parola uzun ve benzersiz olmalı, hiçbir yerde tekrar kullanılmamalıdır.

İki adımlı doğrulama, parola ele geçse bile hesabı korur: girişte paroladan sonra telefondaki doğrulama uygulamasının ürettiği altı haneli kod ya da bir geçiş anahtarı (passkey) istenir. SMS kodları hiç yoktan iyidir, ancak uygulama kodları ve geçiş anahtarları daha güvenlidir. Kurtarma kodlarını yazdırıp güvenli bir yerde saklayın; telefonunuzu kaybettiğinizde hesabınıza bunlarla dönersiniz.`,
    },
    {
      title: 'Ağ güvenliğine giriş',
      videoLink: video('qiQR5rTSshw'),
      text: `Bir ağı korumak için önce onu tanımak gerekir: hangi cihazlar bağlı, hangi IP adreslerini kullanıyorlar ve hangi portlarda hizmet veriyorlar? Güvenlik duvarı (firewall), ağlar arasındaki trafiği kurallara göre geçiren ya da engelleyen sistemdir. İyi bir kural kümesi "varsayılan olarak reddet" ilkesiyle yazılır: yalnızca gerçekten gereken bağlantılara izin verilir, gerisi kapalı kalır.

Ağı bölümlere ayırmak, bir saldırının yayılmasını sınırlar. Üretim makineleri, ofis bilgisayarları ve misafir Wi-Fi'si aynı ağda olmamalıdır; bir ziyaretçinin telefonundaki kötü amaçlı yazılım üretim hattındaki kontrol cihazlarına ulaşamamalıdır. Uzaktan çalışanlar şirket ağına VPN ile, şifreli bir tünel üzerinden bağlanmalıdır.

Güncellemeler ağ güvenliğinin sessiz kahramanıdır: modem, anahtar (switch) ve IoT cihazlarının yazılımları da bilgisayarlar gibi açık içerir ve güncellenmelidir. Son olarak kayıt tutun: kimin ne zaman bağlandığını gösteren günlükler, bir olay olduğunda ne olduğunu anlamanın tek yoludur. Videoda IP adresleme, portlar ve ağ cihazları ayrıntılı olarak anlatılıyor.`,
    },
  ],
  questions: [
    q(
      'Kimlik avı (phishing) saldırısı genellikle nasıl gelir?',
      ['Sahte e-posta ile', 'Güç kesintisi ile', 'Donanım arızası ile', 'Yazıcıdan'],
      0,
    ),
    q('Hangisi güçlü bir paroladır?', ['123456', 'parola', 'mavi-deniz-kalem-87', 'qwerty'], 2),
    q(
      'İki adımlı doğrulama neyi sağlar?',
      ['Daha hızlı internet', 'Parola ele geçse bile ek koruma', 'Daha fazla depolama', 'Reklam engelleme'],
      1,
    ),
    q(
      'Bilgi güvenliğinin üç temel hedefi hangileridir?',
      ['Gizlilik, bütünlük, erişilebilirlik', 'Hız, maliyet, kalite', 'Donanım, yazılım, ağ', 'Parola, kod, anahtar'],
      0,
    ),
    q(
      'Fidye yazılımına karşı en etkili önlem hangisidir?',
      ['Çevrim dışı, denenmiş yedekler', 'Daha hızlı bilgisayar', 'Ekran koruyucu', 'Daha büyük disk'],
      0,
    ),
    q(
      'Kimlik bilgisi doldurma (credential stuffing) saldırısına karşı en önemli kural nedir?',
      [
        'Her hesapta farklı parola kullanmak',
        'Parolayı her gün değiştirmek',
        'Parolayı kâğıda yazmak',
        'Kısa parola seçmek',
      ],
      0,
    ),
    q(
      'Parola yöneticisinin ana parolası nasıl olmalıdır?',
      ['Uzun ve benzersiz', 'Doğum tarihi', 'Şirket adı', 'Diğer hesaplarla aynı'],
      0,
    ),
    q(
      'Hangisi iki adımlı doğrulamanın en güvenli yollarından biridir?',
      ['Geçiş anahtarı (passkey)', 'Güvenlik sorusu', 'E-postayla gelen parola', 'Aynı parolayı iki kez yazmak'],
      0,
    ),
    q(
      'Güvenlik duvarı kuralları hangi ilkeyle yazılmalıdır?',
      ['Varsayılan olarak izin ver', 'Varsayılan olarak reddet', 'Yalnızca geceleri kapat', 'Her portu aç'],
      1,
    ),
    q(
      'Misafir Wi-Fi’si neden üretim ağından ayrılmalıdır?',
      [
        'Bir saldırının yayılmasını sınırlamak için',
        'İnterneti hızlandırmak için',
        'Elektrik tasarrufu için',
        'Yazıcıları paylaşmak için',
      ],
      0,
    ),
    q(
      'Uzaktan çalışan biri şirket ağına nasıl bağlanmalıdır?',
      ['VPN ile', 'Açık Wi-Fi ile', 'Paylaşılan parolayla', 'Uzak masaüstünü internete açarak'],
      0,
    ),
    q('Sosyal mühendislik saldırısının hedefi nedir?', ['İnsan', 'Sabit disk', 'Ekran kartı', 'Güç kaynağı'], 0),
    q(
      'Şüpheli bir e-postadaki bağlantı için doğru davranış hangisidir?',
      [
        'Kurumu bilinen bir kanaldan aramak',
        'Hemen tıklamak',
        'E-postayı herkese iletmek',
        'Parolayı yanıt olarak göndermek',
      ],
      0,
    ),
    q(
      'Ağ cihazlarının (modem, switch, IoT) yazılımları için ne yapılmalıdır?',
      ['Düzenli güncellenmeli', 'Hiç dokunulmamalı', 'Silinmeli', 'Varsayılan parolayla bırakılmalı'],
      0,
    ),
    q(
      'Bir güvenlik olayından sonra ne olduğunu anlamayı ne sağlar?',
      ['Bağlantı günlükleri (loglar)', 'Duvar kâğıdı', 'Yazıcı sırası', 'Ekran çözünürlüğü'],
      0,
    ),
  ],
};

const python: DemoCourse = {
  by: 'admin',
  title: 'Python ile Programlamaya Başlangıç',
  category: 'Python',
  description:
    'Değişkenler, döngüler, fonksiyonlar ve dosya işlemleri. Proje kapsamındaki 300 saatlik eğitimin ilk modülü.',
  drawCount: 10,
  lessons: [
    {
      title: 'Kurulum ve ilk program',
      videoLink: video('rfscVS0vtbw'),
      text: `Python, okunması kolay söz dizimi ve geniş kütüphane ekosistemi sayesinde hem yeni başlayanların hem de veri bilimi, otomasyon ve IoT alanlarında çalışan profesyonellerin ilk tercihlerinden biridir. Python'u python.org adresinden indirip kurun; Windows'ta kurulum sırasında "Add Python to PATH" kutusunu işaretlemeyi unutmayın. Kod yazmak için Visual Studio Code gibi ücretsiz bir düzenleyici yeterlidir.

Kurulumdan sonra bir terminal açıp python --version yazarak sürümü kontrol edin. İlk programınız tek satırdır: print("Merhaba Dünya"). Bu satırı merhaba.py adlı bir dosyaya kaydedip python merhaba.py komutuyla çalıştırın. print fonksiyonu kendisine verilen değeri ekrana yazar; tırnak içindeki metne string (karakter dizisi) denir.

Değişkenler değerlere verilen adlardır: ad = "Ayşe" ya da yas = 21. Python değişkenin türünü değerden anlar; type(yas) yazarak bunu görebilirsiniz. Kullanıcıdan veri almak için input kullanılır: ad = input("Adınız: "). input her zaman metin döndürür; sayıya çevirmek için int() kullanın. Videonun ilk bölümü kurulumu ve bu temel yapıları uygulamalı olarak gösteriyor.`,
    },
    {
      title: 'Koşullar ve döngüler',
      videoLink: video('eWRfhZUzrAc'),
      text: `Programlar karar verir: if, elif ve else ile bir koşul doğruysa bir kod bloğu, değilse başka bir blok çalışır. Python'da bloklar girintiyle belirtilir; aynı bloktaki satırlar aynı miktarda (genellikle dört boşluk) içeride olmalıdır. Örneğin not 50'den büyük ya da eşitse "Geçti", değilse "Kaldı" yazdıran bir program üç dört satırdır.

Karşılaştırma işleçleri (==, !=, <, >, <=, >=) doğru ya da yanlış (True/False) sonuç verir; and, or ve not ile birleştirilebilir. Eşitlik için iki eşittir işareti kullanıldığını unutmayın: tek eşittir atama yapar.

Döngüler tekrar eden işleri yapar. for döngüsü bir dizinin her öğesi için çalışır: for i in range(5) sıfırdan dörde kadar sayar; for isim in isimler bir listenin her elemanını sırayla alır. while döngüsü ise koşul doğru olduğu sürece döner; koşulu bir noktada yanlış yapacak bir değişiklik yoksa döngü sonsuza kadar sürer. break döngüden çıkar, continue bir sonraki tura geçer. Videoda koşullar ve döngüler küçük örneklerle anlatılıyor.`,
    },
    {
      title: 'Fonksiyonlar ve dosya işlemleri',
      videoLink: video('rfscVS0vtbw'),
      text: `Fonksiyon, bir işi yapan ve adıyla tekrar tekrar çağrılabilen kod bloğudur. def anahtar sözcüğüyle tanımlanır: def alan(en, boy): return en * boy. Parametreler fonksiyona giren değerlerdir, return ise sonucu geri verir. İyi bir fonksiyon tek bir iş yapar ve adı o işi anlatır; böylece program küçük, sınanabilir parçalara bölünür.

Dosyalarla çalışmak için open kullanılır. with open("olcumler.txt", "w", encoding="utf-8") as dosya: yapısı dosyayı açar ve blok bitince kendiliğinden kapatır. "w" yazma (varsa içeriği siler), "a" sona ekleme, "r" okuma kipidir. Türkçe karakterlerin bozulmaması için encoding="utf-8" belirtmek iyi bir alışkanlıktır.

Bir dosyayı satır satır okumak için for satir in dosya: yeterlidir; satir.strip() satır sonundaki boşlukları temizler. Bu bilgilerle IoT dersindeki sensör ölçümlerini bir dosyaya kaydeden ve ortalamasını hesaplayan küçük bir program yazabilirsiniz. Hata olasılığı olan işlemleri (örneğin olmayan bir dosyayı açmak) try/except ile sarın ki program beklenmedik bir durumda anlaşılır bir mesaj versin.`,
    },
  ],
  questions: [
    q('Python’da ekrana yazı yazdıran fonksiyon hangisidir?', ['echo', 'print', 'printf', 'write'], 1),
    q('Bir listenin uzunluğu nasıl bulunur?', ['size(x)', 'x.length', 'len(x)', 'count(x)'], 2),
    q('input() fonksiyonu hangi türde değer döndürür?', ['Tam sayı', 'Metin (string)', 'Liste', 'Ondalıklı sayı'], 1),
    q(
      'Python’da kod blokları nasıl belirtilir?',
      ['Süslü parantezle', 'Girintiyle', 'Noktalı virgülle', 'BEGIN/END ile'],
      1,
    ),
    q('Eşitlik karşılaştırması hangi işleçle yapılır?', ['=', '==', '===', ':='], 1),
    q('range(5) hangi sayıları üretir?', ['1’den 5’e', '0’dan 4’e', '0’dan 5’e', '1’den 4’e'], 1),
    q('Bir döngüden hemen çıkmak için ne kullanılır?', ['continue', 'break', 'pass', 'return'], 1),
    q('Fonksiyon hangi anahtar sözcükle tanımlanır?', ['function', 'def', 'func', 'lambda'], 1),
    q('Fonksiyonun sonucunu geri veren sözcük hangisidir?', ['print', 'yield', 'return', 'output'], 2),
    q('Dosyanın sonuna eklemek için open hangi kiple açılır?', ['"r"', '"w"', '"a"', '"x"'], 2),
    q(
      'with open(...) yapısının yararı nedir?',
      ['Dosyayı blok bitince kendiliğinden kapatır', 'Dosyayı şifreler', 'Dosyayı siler', 'Dosyayı hızlandırır'],
      0,
    ),
    q(
      'Türkçe karakterlerin bozulmaması için dosya açarken ne belirtilmelidir?',
      ['encoding="utf-8"', 'mode="binary"', 'lang="tr"', 'charset="ascii"'],
      0,
    ),
    q('Hata olasılığı olan bir işlem hangi yapıyla sarılır?', ['if/else', 'try/except', 'for/in', 'def/return'], 1),
    q('int("42") ifadesinin sonucu nedir?', ['"42"', '42', '4.2', 'Hata'], 1),
    q(
      'Koşulu hiç yanlış olmayan bir while döngüsü ne yapar?',
      ['Bir kez çalışır', 'Hiç çalışmaz', 'Sonsuza kadar döner', 'Kendiliğinden durur'],
      2,
    ),
  ],
};

export const demoCourses: DemoCourse[] = [iot, security, python];
