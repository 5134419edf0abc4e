import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema/index.ts';

/** Demo contact details for the teacher and company profiles, and two messages for /admin/messages. */
export async function seedDemoAccounts(db: Db, ids: Record<string, string>) {
  await db.update(users).set({ phone: '0262 555 10 20', address: 'Kabaoğlu Mah., İzmit / Kocaeli' }).where(eq(users.id, ids.teacher));
  await db.update(users).set({ phone: '0262 555 30 40', address: 'Gebze Organize Sanayi Bölgesi, Kocaeli' }).where(eq(users.id, ids.company));
  await db.insert(contactMessages).values([
    {
      name: 'Mert Aydın', phone: '0532 000 00 01', email: 'mert.aydin@example.com',
      message: 'Merhaba, siber güvenlik eğitiminin bir sonraki dönemi ne zaman başlıyor? Hafta sonu grubu açılacak mı?',
    },
    {
      name: 'Selin Koç', phone: '', email: 'selin.koc@example.com',
      message: 'Staj programına üniversite öğrencileri de başvurabiliyor mu?',
    },
  ]);
}
