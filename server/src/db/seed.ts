import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import { createAccount } from '../modules/auth/service.ts';
import { findUserByEmail, insertStudentProfile } from '../modules/auth/repository.ts';
import type { DataCipher } from '../lib/personal-data.ts';
import type { SeedUploads } from '../modules/courses/seed.ts';
import { seedDemoInternship, seedDemoJobs } from '../modules/jobs/seed.ts';
import { seedDemoCourses } from '../modules/courses/seed.ts';
import { seedDemoNews } from '../modules/news/seed.ts';
import { seedDemoMessages } from '../modules/contact/seed.ts';

/** Demo accounts (README lists them), with the contact details their profiles show; every one has the password below. */
export const DEMO_PASSWORD = 'Demo1234';
export const demoAccounts = [
  { role: 'admin', email: 'admin@beceri.demo', name: 'Admin' },
  {
    role: 'teacher',
    email: 'ogretmen@beceri.demo',
    name: 'Zeynep',
    surname: 'Kaya',
    subject: 'Python',
    phone: '0262 555 10 20',
    address: 'Kabaoğlu Mah., İzmit / Kocaeli',
  },
  {
    role: 'company',
    email: 'sirket@beceri.demo',
    name: 'Mehmet',
    surname: 'Demir',
    companyName: 'Kocaeli Yazılım A.Ş.',
    phone: '0262 555 30 40',
    address: 'Gebze Organize Sanayi Bölgesi, Kocaeli',
  },
  { role: 'student', email: 'ogrenci@beceri.demo', name: 'Ayşe', surname: 'Yılmaz' },
] as const;

/** A feature's demo content: the demo accounts' ids, and the storage its files go to (the courses' lesson PDFs). */
type Seeder = (db: Db, ids: Record<string, string>, uploads: SeedUploads) => Promise<void>;
/** Features add their demo content here (courses, jobs, news, contact messages); each runs once, with the demo accounts' ids. */
export const demoSeeders: Seeder[] = [];
demoSeeders.push(seedDemoJobs);
demoSeeders.push(seedDemoCourses);
demoSeeders.push(seedDemoInternship);
demoSeeders.push(seedDemoNews);
demoSeeders.push(seedDemoMessages);

/**
 * The demo student's answers at sign-up, as every student has them: without a profile she would be no participant
 * of the programme indicators while enrolling and passing in their funnel. The TC number passes the checksum.
 */
const DEMO_STUDENT_PROFILE = {
  idNumber: '10000000146',
  gender: 'female',
  dateOfBirth: '2003-05-14',
  educationLevel: 'universityStudent',
  jobSeekingStatus: 'internship',
  disability: 'no',
} as const;

export async function seedDemo(db: Db, cipher: DataCipher, log: FastifyBaseLogger, uploads: SeedUploads) {
  if (await findUserByEmail(db, demoAccounts[0].email)) return;
  const ids: Record<string, string> = {};
  for (const account of demoAccounts) {
    ids[account.role] = await createAccount({ db }, { ...account, password: DEMO_PASSWORD });
  }
  await insertStudentProfile(db, cipher, { userId: ids.student!, ...DEMO_STUDENT_PROFILE });
  for (const seed of demoSeeders) await seed(db, ids, uploads);
  log.info('demo data added');
}
