import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, jobCourseRequirements, jobs } from '../../db/schema/index.ts';
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

/** The demo company's internship that requires a demo course (decision 062): a student sees the course she misses. */
const internshipAd = {
  title: 'Gömülü Sistemler Stajyeri',
  description:
    'Sensör kartlarımızın yazılımında ve sahadaki kurulumlarda mentor eşliğinde çalışacak stajyer. IoT eğitimini tamamlamış olmak gerekir.',
  city: 'Kocaeli',
  type: 'internship' as const,
};
const REQUIRED_COURSE = 'IoT Uygulamalarına Giriş';

/** Runs after the demo courses: the internship and its required course. */
export async function seedDemoInternship(db: Db, ids: Record<string, string>) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, REQUIRED_COURSE));
  if (!course) return;
  const [job] = await db
    .insert(jobs)
    .values({ ...withSearch(internshipAd), addedBy: ids.company, addedByType: 'Company' as const })
    .returning({ id: jobs.id });
  await db.insert(jobCourseRequirements).values({ jobId: job!.id, courseId: course.id, kind: 'required' });
}
