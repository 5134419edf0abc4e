import fs from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, injectAs, type TestContext } from '../../test/helpers.ts';
import { migrationsFolder } from './client.ts';
import { aboutUs, jobs, newsPosts } from './schema/index.ts';

/**
 * The migration `forbidden_characters_cleanup` removes what XML 1.0 forbids from text stored before input was
 * checked (decision 034). Rows are written here as the old code let them be, the migration's SQL is run again,
 * and the feeds must be valid XML afterwards, with tab and line breaks kept.
 */
const file = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('_forbidden_characters_cleanup.sql'))!;
const cleanup = fs.readFileSync(`${migrationsFolder}/${file}`, 'utf8').split('--> statement-breakpoint');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the cleanup of stored text', () => {
  it('removes forbidden characters from text and jsonb columns and keeps the rest as it was', async () => {
    const company = await createUser(ctx.app, 'company');
    const added = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Eski ilan', description: 'Açıklama', city: 'Bursa', type: 'fullTime' },
    });
    const jobId = (added.json() as { id: string }).id;
    // What the old code stored: a title with U+0001, a description with a form feed and kept line breaks.
    await ctx.app.db
      .update(jobs)
      .set({ title: 'Kötü\u0001ilan\uFFFF', description: 'Satır\u000C bir\n\tSatır iki\r\n' })
      .where(eq(jobs.id, jobId));
    const [news] = await ctx.app.db
      .insert(newsPosts)
      .values({ title: 'Haber\u001Fbaşlık', details: 'Metin\u0008', images: ['a\u0002.png', 'yol\\bdosya.png'] })
      .returning({ id: newsPosts.id });
    const [about] = await ctx.app.db.select({ id: aboutUs.id, cards: aboutUs.cards }).from(aboutUs).limit(1);
    if (about) {
      await ctx.app.db
        .update(aboutUs)
        .set({ cards: [{ id: 1, text: 'Kart\u0003 metni\n', textEn: '' }] })
        .where(eq(aboutUs.id, about.id));
    }

    for (const statement of cleanup) await ctx.app.db.execute(sql.raw(statement));

    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job.title).toBe('Kötüilan');
    expect(job.description).toBe('Satır bir\n\tSatır iki\r\n');
    const [post] = await ctx.app.db.select().from(newsPosts).where(eq(newsPosts.id, news.id));
    expect(post.title).toBe('Haberbaşlık');
    expect(post.details).toBe('Metin');
    expect(post.images).toEqual(['a.png', 'yol\\bdosya.png']);
    if (about) {
      const [row] = await ctx.app.db.select({ cards: aboutUs.cards }).from(aboutUs).where(eq(aboutUs.id, about.id));
      expect(row.cards).toEqual([{ id: 1, text: 'Kart metni\n', textEn: '' }]);
    }
    for (const url of ['/jobs.atom', '/haberler.atom']) {
      const feed = await ctx.app.inject({ url });
      expect(feed.statusCode, url).toBe(200);
      expect(XMLValidator.validate(feed.body), url).toBe(true);
    }
  });
});
