import { randomUUID } from 'node:crypto';
import type { CourseCategory, Question } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { courseClasses, courses } from '../../db/schema/index.ts';
import { searchText } from '../../lib/search.ts';

const q = (text: string, options: string[], correctAnswer: number): Question => ({
  id: randomUUID(),
  text,
  options,
  correctAnswer,
});

const demoCourses = [
  {
    by: 'teacher' as const,
    title: 'IoT Uygulamalarına Giriş',
    category: 'IoT' as CourseCategory,
    description:
      'Sensörler, mikrodenetleyiciler ve MQTT ile nesnelerin internetine ilk adım. Python ile veri toplayıp buluta gönderen küçük bir proje geliştireceğiz.',
    classes: [
      {
        title: 'Nesnelerin İnterneti nedir?',
        description: 'Temel kavramlar, kullanım alanları ve sanayideki örnekler.',
        videoLink: '',
      },
      {
        title: 'Raspberry Pi ile sensör okuma',
        description: 'Sıcaklık ve nem sensörünü bağlayıp Python ile ölçüm almak.',
        videoLink: '',
      },
      {
        title: 'MQTT ile veri gönderme',
        description: 'Yayınla/abone ol modeli, konu adları ve bir aracı sunucuya bağlanmak.',
        videoLink: '',
      },
    ],
    questions: [
      q(
        'MQTT hangi iletişim modelini kullanır?',
        ['İstemci-sunucu istek/yanıt', 'Yayınla/abone ol', 'Eşler arası dosya paylaşımı', 'Toplu e-posta', 'Hiçbiri'],
        1,
      ),
      q(
        'Raspberry Pi nedir?',
        ['Bir sensör', 'Bir yazıcı', 'Tek kartlı bilgisayar', 'Bir modem', 'Bir programlama dili'],
        2,
      ),
      q('Sıcaklık ölçümü hangi bileşenle yapılır?', ['Röle', 'Motor sürücü', 'Hoparlör', 'Sensör', 'Ekran'], 3),
      q(
        'IoT cihazlarında varsayılan parolalar ne yapılmalıdır?',
        [
          'Aynen bırakılmalı',
          'Değiştirilmeli',
          'Herkese duyurulmalı',
          'Kâğıda yazılıp cihaza yapıştırılmalı',
          'Boş bırakılmalı',
        ],
        1,
      ),
    ],
  },
  {
    by: 'teacher' as const,
    title: 'Siber Güvenliğin Temelleri',
    category: 'Siber Güvenlik' as CourseCategory,
    description:
      'Parola güvenliği, kimlik avı saldırıları, güvenlik duvarları ve temel ağ güvenliği. Günlük iş hayatında verileri korumanın pratik yolları.',
    classes: [
      {
        title: 'Tehditler ve saldırı türleri',
        description: 'Kötü amaçlı yazılımlar, fidye yazılımları ve sosyal mühendislik.',
        videoLink: '',
      },
      {
        title: 'Güçlü parolalar ve iki adımlı doğrulama',
        description: 'Parola yöneticileri ve çok faktörlü kimlik doğrulama.',
        videoLink: '',
      },
    ],
    questions: [
      q(
        'Kimlik avı (phishing) saldırısı genellikle nasıl gelir?',
        ['Sahte e-posta ile', 'Güç kesintisi ile', 'Donanım arızası ile', 'Yazıcıdan', 'Hiçbiri'],
        0,
      ),
      q('Hangisi güçlü bir paroladır?', ['123456', 'parola', 'Adınız', 'K9!t-mavi-Deniz', 'qwerty'], 3),
      q(
        'İki adımlı doğrulama neyi sağlar?',
        [
          'Daha hızlı internet',
          'Parola ele geçse bile ek koruma',
          'Daha fazla depolama',
          'Reklam engelleme',
          'Ücretsiz yazılım',
        ],
        1,
      ),
    ],
  },
  {
    by: 'admin' as const,
    title: 'Python ile Programlamaya Başlangıç',
    category: 'Python' as CourseCategory,
    description:
      'Değişkenler, döngüler, fonksiyonlar ve dosya işlemleri. Proje kapsamındaki 300 saatlik eğitimin ilk modülü.',
    classes: [
      {
        title: 'Kurulum ve ilk program',
        description: 'Python ve bir kod düzenleyicinin kurulumu, "Merhaba Dünya".',
        videoLink: '',
      },
      { title: 'Koşullar ve döngüler', description: 'if, for ve while ile akış kontrolü.', videoLink: '' },
    ],
    questions: [
      q('Python’da ekrana yazı yazdıran fonksiyon hangisidir?', ['echo', 'print', 'printf', 'write', 'say'], 1),
      q('Bir listenin uzunluğu nasıl bulunur?', ['size(x)', 'x.length', 'len(x)', 'count(x)', 'x.len()'], 2),
    ],
  },
];

/** Real-looking Turkish IoT, cyber-security and Python courses with classes and a test. */
export async function seedDemoCourses(db: Db, ids: Record<string, string>) {
  const now = Date.now();
  for (const [i, c] of demoCourses.entries()) {
    const [row] = await db
      .insert(courses)
      .values({
        title: c.title,
        description: c.description,
        category: c.category,
        search: searchText(c.title, c.description),
        test: { questions: c.questions },
        addedBy: ids[c.by],
        addedByType: c.by === 'admin' ? 'Admin' : 'Teacher',
        createdAt: new Date(now - (demoCourses.length - i) * 60 * 60 * 1000),
      })
      .returning({ id: courses.id });
    await db.insert(courseClasses).values(c.classes.map((cl, position) => ({ ...cl, courseId: row.id, position })));
  }
}
