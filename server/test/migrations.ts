import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../src/db/client.ts';

/**
 * The statement of migration `number` (`server/drizzle/<number>_….sql`) that begins with `start`, its comment lines
 * left out: a test runs it again over rows stored as they were before the migration.
 */
export function migrationStatement(number: string, start: string): string {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith(`${number}_`));
  const statement =
    file &&
    fs
      .readFileSync(path.join(migrationsFolder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) =>
        s
          .split('\n')
          .filter((l) => !l.startsWith('--'))
          .join('\n')
          .trim(),
      )
      .find((s) => s.startsWith(start));
  if (!statement) throw new Error(`migration ${number} has no statement beginning ${start}`);
  return statement;
}
