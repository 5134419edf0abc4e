import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** Two demo messages for /admin/messages (SEED_DEMO=1). */
export async function seedDemoMessages(db: Db) {
  await db.insert(contactMessages).values([
    {
      name: 'Mert Aydın',
      phone: '0532 000 00 01',
      email: 'mert.aydin@example.com',
      message: 'Merhaba, siber güvenlik eğitiminin bir sonraki dönemi ne zaman başlıyor? Hafta sonu grubu açılacak mı?',
    },
    {
      name: 'Selin Koç',
      phone: '',
      email: 'selin.koc@example.com',
      message: 'Staj programına üniversite öğrencileri de başvurabiliyor mu?',
    },
  ]);
}
