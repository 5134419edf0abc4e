import type { Db } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';

const day = 24 * 60 * 60 * 1000;

/** Demo news (SEED_DEMO=1): text only; the web shows its own illustration for posts without images. */
export async function seedDemoNews(db: Db): Promise<void> {
  const now = Date.now();
  const posts = [
    {
      title: 'Bilişim laboratuvarımız açıldı',
      description: '21 kişilik bilişim laboratuvarımız IoT ve siber güvenlik eğitimleri için hizmete girdi.',
      details:
        'Projemiz kapsamında kurulan 21 kişilik bilişim laboratuvarı, düzenlenen açılış töreniyle katılımcılarımıza kapılarını açtı. ' +
        'Laboratuvarda her katılımcı için ayrı bir çalışma istasyonu, IoT geliştirme kitleri ve ağ güvenliği uygulamaları için ' +
        'ayrılmış bir test ağı bulunuyor.\n\nEğitimler hafta içi akşam ve hafta sonu gruplarıyla sürdürülecek.',
    },
    {
      title: 'IoT uygulamaları eğitimi başladı',
      description: '300 saatlik eğitim programının ilk modülü olan nesnelerin interneti uygulamaları eğitimi başladı.',
      details:
        'Nesnelerin interneti (IoT) uygulamaları eğitiminde katılımcılar sensörlerden veri toplamayı, bu verileri bulutta saklamayı ' +
        've küçük otomasyon projeleri geliştirmeyi öğreniyor. Eğitimin sonunda her grup kendi projesini sunacak.',
    },
    {
      title: 'Siber güvenlik eğitimine başvurular sürüyor',
      description: '16-35 yaş arası katılımcılar için siber güvenlik eğitimine başvurular devam ediyor.',
      details:
        'Siber güvenlik eğitimi; ağ güvenliği, sızma testine giriş ve güvenli yazılım geliştirme konularını kapsıyor. ' +
        'İşsizler, üniversite ve meslek lisesi öğrencileri, engelli bireyler, göçmenler ve bilişim sektöründe çalışanlar başvurabilir.',
    },
    {
      title: 'Staj programı için şirketlerle görüşmeler başladı',
      description:
        'Eğitimleri tamamlayan katılımcılar için planlanan staj programı için bölge şirketleriyle görüşüyoruz.',
      details:
        'Eğitimlerini tamamlayan katılımcılarımızın iş hayatına hazırlanması için bölgemizdeki bilişim şirketleriyle staj ' +
        'görüşmeleri başladı. Staj programının ayrıntıları ve kapanış semineri (Eylül 2024) hakkındaki duyurular bu sayfada yayımlanacak.',
    },
  ];
  await db.insert(newsPosts).values(
    posts.map((p, i) => ({
      ...p,
      images: [],
      createdAt: new Date(now - (posts.length - i) * day),
      updatedAt: new Date(now - (posts.length - i) * day),
    })),
  );
}
