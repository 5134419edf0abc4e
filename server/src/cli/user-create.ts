/**
 * Creates an account from the command line (operators; e.g. the first teachers):
 *   npm run user:create -- --role teacher --email z@okul.tr --password Ders-2024 --name Zeynep --surname Kaya --subject Python
 * It uses the same DATA_DIR / DATABASE_URL as the server. On the embedded database, stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { REQUIRED, signupMessages, TEXT_SHORT_MAX, translate } from '@beceri/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { createAccount } from '../modules/auth/service.ts';
import { serverPasswordSchema, withNewPassword } from '../lib/passwords.ts';
import { HttpError } from '../plugins/errors.ts';

const text = (max = TEXT_SHORT_MAX) => z.string().trim().max(max).optional();
const argsSchema = z.object({
  // Students need a full sign-up (identity number, consent, resume), so they register themselves.
  role: z
    .enum(['teacher', 'admin', 'company'], { error: '--role: teacher, admin ya da company olmalı' })
    .default('teacher'),
  email: z
    .string({ error: `--email: ${REQUIRED}` })
    .trim()
    .pipe(z.email(`--email: ${signupMessages.emailInvalid}`)),
  password: serverPasswordSchema,
  name: z
    .string({ error: `--name: ${REQUIRED}` })
    .trim()
    .min(1, `--name: ${REQUIRED}`)
    .max(TEXT_SHORT_MAX),
  surname: text(),
  subject: text(),
  phone: text(40),
  address: text(500),
  'company-name': text(),
});

const usage = `Kullanım: npm run user:create -- --role teacher|admin|company --email E --password P --name AD
  [--surname SOYAD] [--subject KONU] [--phone TEL] [--address ADRES] [--company-name ŞİRKET]`;

/** The database the server itself would use (DATA_DIR or DATABASE_URL), locked against a running server. */
async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), lock: true });
}

export async function main(argv: string[], open: () => Promise<Database> = openConfiguredDatabase): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: Object.fromEntries(
        ['role', 'email', 'password', 'name', 'surname', 'subject', 'phone', 'address', 'company-name'].map((k) => [
          k,
          { type: 'string' as const },
        ]),
      ),
      strict: true,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const parsed = withNewPassword(argsSchema).safeParse(values);
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${translate(i.message.replace(/^--[a-z-]+: /, ''), 'tr')}`).join('\n')}\n${usage}`,
    );
    return 2;
  }
  const a = parsed.data;
  const database = await open();
  try {
    await database.migrate();
    const id = await createAccount(
      { db: database.db },
      {
        role: a.role,
        email: a.email,
        password: a.password,
        name: a.name,
        surname: a.surname,
        subject: a.subject,
        phone: a.phone,
        address: a.address,
        companyName: a['company-name'],
      },
    );
    console.log(`Hesap oluşturuldu: ${a.role} ${a.email.toLowerCase()} (${id})`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(translate(err.message, 'tr'));
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('user-create.ts')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
      process.exit(1);
    },
  );
}
