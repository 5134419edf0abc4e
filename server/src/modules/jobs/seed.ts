import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { searchText } from '../../lib/search.ts';

const companyAds = [
  {
    title: 'Yazılımcı',
    description:
      'Web uygulamalarımızın geliştirilmesinde görev alacak, TypeScript ve SQL bilen takım arkadaşı arıyoruz. Kocaeli ofisinde tam zamanlı.',
    city: 'Kocaeli',
    type: 'fullTime' as const,
  },
  {
    title: 'Ağ Uzmanı',
    description:
      'Fabrika ağlarının kurulumu, izlenmesi ve güvenliğinden sorumlu olacak; ağ teknolojileri alanında Seviye 4 yeterliliği olan adaylar tercih edilir.',
    city: 'Kocaeli',
    type: 'fullTime' as const,
  },
  {
    title: 'BT Destek',
    description:
      'Kullanıcı desteği, bilgisayar ve yazıcı kurulumu, temel sorun giderme. Yeni mezunlar ve staj arayanlar da başvurabilir.',
    city: 'Sakarya',
    type: 'partTime' as const,
  },
  {
    title: 'IoT Teknik',
    description:
      'Sensör ve denetleyici projelerinde sahada kurulum ve bakım yapacak, IoT uygulamaları eğitimini tamamlamış teknik personel.',
    city: 'İstanbul',
    type: 'fullTime' as const,
  },
];
const adminAd = {
  title: 'Staj 2024',
  description:
    'Proje kapsamındaki staj programı: eğitimini tamamlayan katılımcılar bölgedeki sanayi firmalarında staj yapabilir.',
  city: 'Kocaeli',
  type: 'internship' as const,
};
const withSearch = <T extends { title: string; description: string }>(ad: T) => ({
  ...ad,
  search: searchText(ad.title, ad.description),
});

/** A few Turkish ads from the demo company and one from the admin (shown under ORG_NAME); none has a deadline. */
export async function seedDemoJobs(db: Db, ids: Record<string, string>) {
  const now = Date.now();
  const hour = 60 * 60 * 1000;
  await db.insert(jobs).values([
    { ...withSearch(adminAd), addedBy: ids.admin, addedByType: 'Admin' as const, createdAt: new Date(now - 10 * hour) },
    ...companyAds.map((ad, i) => ({
      ...withSearch(ad),
      addedBy: ids.company,
      addedByType: 'Company' as const,
      createdAt: new Date(now - (companyAds.length - i) * hour),
    })),
  ]);
}
