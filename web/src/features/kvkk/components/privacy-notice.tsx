import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KVKK_NOTICE_VERSION } from '@beceri/domain';

export interface NoticeContacts {
  orgName: string;
  contactEmail: string;
  contactPhone: string;
  postalAddress: string;
}

const rights = [
  'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
  'işlenmişse buna ilişkin bilgi isteme,',
  'işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
  'yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
  'eksik veya yanlış işlenmişse düzeltilmesini isteme,',
  'Kanun’un 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
  'düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
  'yalnızca otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,',
  'kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini isteme.',
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The privacy notice of KVKK art. 10 in plain Turkish: who, what, why, how long, and the rights of art. 11. */
export function PrivacyNotice({ orgName, contactEmail, contactPhone, postalAddress }: NoticeContacts) {
  return (
    <article className="flex max-w-3xl flex-col gap-8 text-base leading-relaxed text-slate-800">
      <p className="text-sm text-slate-600">Sürüm: {KVKK_NOTICE_VERSION}</p>
      <p>
        Bu metin, Beceri platformunda hakkınızda hangi bilgileri neden tuttuğumuzu ve bu bilgiler üzerindeki haklarınızı
        6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca anlatır.
      </p>
      <Section id="kvkk-controller" title="Veri sorumlusu">
        <p>
          Veri sorumlusu: <strong>{orgName}</strong>. Platform, Avrupa Birliği ve Türkiye Cumhuriyeti tarafından finanse
          edilen mesleki eğitim ve istihdam projesi kapsamında işletilir.
        </p>
        <p>
          İletişim: <a className="text-brand-700 underline" href={`mailto:${contactEmail}`}>{contactEmail}</a>, {contactPhone},{' '}
          {postalAddress}
        </p>
      </Section>
      <Section id="kvkk-data" title="Hangi bilgileri tutuyoruz">
        <ul className="list-disc space-y-1 pl-6">
          <li>Kimlik ve iletişim: ad, soyad, e-posta, telefon, adres; öğrenciler için T.C. kimlik numarası, doğum tarihi ve cinsiyet.</li>
          <li>Eğitim ve iş: eğitim durumu, iş arama durumu, özgeçmiş, kurs kayıtları, sınav sonuçları ve iş başvuruları.</li>
          <li>Engel durumu: sağlıkla ilgili özel nitelikli bir veridir; “Evet” cevabı yalnızca ayrıca açık rıza verirseniz kaydedilir.</li>
          <li>Güvenlik kayıtları: oturumlar, şifre sıfırlama kodları ve platformdaki işlem kayıtları.</li>
        </ul>
      </Section>
      <Section id="kvkk-purposes" title="Neden tutuyoruz">
        <ul className="list-disc space-y-1 pl-6">
          <li>Hesabınızı açmak, kurslara ve iş ilanlarına başvurularınızı yürütmek (sözleşmenin kurulması ve ifası, KVKK m. 5/2-c).</li>
          <li>
            Başvurduğunuz şirketin sizi değerlendirebilmesi: özgeçmişiniz ve eğitim bilgileriniz yalnızca başvurduğunuz ilanın
            sahibiyle paylaşılır.
          </li>
          <li>
            Projenin hibe veren kurumlara raporlanması ve katılımcı hedeflerinin izlenmesi (hukuki yükümlülük ve meşru menfaat,
            KVKK m. 5/2-ç ve f). Raporlarda yalnızca kimliğinizi belirtmeyen toplu sayılar kullanılır.
          </li>
          <li>
            Engel durumu bilgisi: erişilebilirlik desteği ve dezavantajlı grupların katılımının ölçülmesi; yalnızca açık
            rızanızla (KVKK m. 6). Rızanızı istediğiniz zaman profil sayfanızdan geri çekebilirsiniz; cevabınız o anda silinir.
          </li>
          <li>Platformun ve hesabınızın güvenliği: oturumlar, kötüye kullanımın önlenmesi.</li>
        </ul>
      </Section>
      <Section id="kvkk-sharing" title="Kimlerle paylaşıyoruz">
        <p>
          Başvurduğunuz ilanın sahibi şirketle (ilan için gereken bilgiler), hibe veren kurumlarla (yalnızca kimliğinizi
          belirtmeyen toplu sayılar) ve kanunun zorunlu kıldığı hâllerde yetkili kamu kurumlarıyla.
        </p>
      </Section>
      <Section id="kvkk-protection" title="Nasıl koruyoruz">
        <p>
          T.C. kimlik numaranız ve engel durumu bilginiz veritabanında şifrelenmiş (AES-256) olarak saklanır; ekranlarda kimlik
          numaranızın yalnızca ilk ve son rakamı görünür. Şifreniz geri çevrilemeyecek biçimde saklanır.
        </p>
      </Section>
      <Section id="kvkk-retention" title="Ne kadar süre saklıyoruz">
        <ul className="list-disc space-y-1 pl-6">
          <li>Hesabınız açık olduğu sürece. Hesabınızı sildiğinizde kişisel verileriniz ve dosyalarınız hemen silinir.</li>
          <li>
            Programın istatistikleri için kimliğinizi belirtmeyen bir özet kayıt (cinsiyet, yaş aralığı, eğitim ve iş arama
            durumu, engel durumu var/yok, ulaşılan aşama, kayıt ayı) kalır; işlem kayıtlarında adınız yerine “Silinmiş kullanıcı”
            yazar.
          </li>
          <li>Gönderilen e-postaların kopyaları, süresi dolan ya da kullanılan şifre sıfırlama kodları ve oturumlar sona erdikten 7 gün sonra silinir.</li>
        </ul>
      </Section>
      <Section id="kvkk-rights" title="Haklarınız (KVKK m. 11)">
        <p>Bize başvurarak:</p>
        <ul className="list-disc space-y-1 pl-6">
          {rights.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Section>
      <Section id="kvkk-how" title="Haklarınızı nasıl kullanırsınız">
        <p>
          Profil sayfanızdaki <strong>Verilerimi indir</strong> düğmesiyle hakkınızda tuttuğumuz bütün bilgileri ve
          dosyalarınızı indirebilir, <strong>Hesabımı sil</strong> düğmesiyle hesabınızı silebilir, engel durumu bilginiz için
          verdiğiniz açık rızayı geri çekebilirsiniz.
        </p>
        <p>
          Diğer talepleriniz için <a className="text-brand-700 underline" href={`mailto:${contactEmail}`}>{contactEmail}</a>{' '}
          adresine yazabilir ya da {postalAddress} adresine yazılı olarak başvurabilirsiniz. Başvurunuz en geç 30 gün içinde
          ücretsiz yanıtlanır (KVKK m. 13). Yanıttan memnun kalmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette
          bulunabilirsiniz.
        </p>
        <p>
          <Link to="/login" className="text-brand-700 underline">
            Profil sayfanıza gitmek için giriş yapın
          </Link>
        </p>
      </Section>
    </article>
  );
}
