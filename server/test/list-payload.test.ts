import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateText } from '@beceri/domain';
import { newsPosts } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /blog/all payload', () => {
  it('sends a preview of long details that gives the same card text, and the full text on the post itself', async () => {
    const details = Array.from({ length: 300 }, (_, i) => `Cümle ${i}: atölyede   yeni\nbir gün.`).join(' ');
    const [{ id }] = await ctx.app.db
      .insert(newsPosts)
      .values({ title: 'Uzun haber', description: '', details })
      .returning({ id: newsPosts.id });
    const list = await ctx.app.inject({ url: '/blog/all' });
    const item = list.json().find((p: { id: string }) => p.id === id);
    expect(item.details.length).toBeLessThanOrEqual(152);
    expect(truncateText(item.description || item.details)).toBe(truncateText(details));
    expect(list.body.length).toBeLessThan(details.length);
    expect((await ctx.app.inject({ url: `/blog/get/${id}` })).json().details).toBe(details);
  });

  it('sends a preview of a long description that gives the same card text', async () => {
    const description = `${'Özet '.repeat(60)}sonu`;
    const [{ id }] = await ctx.app.db
      .insert(newsPosts)
      .values({ title: 'Özetli haber', description, details: 'Ayrıntı '.repeat(200) })
      .returning({ id: newsPosts.id });
    const item = (await ctx.app.inject({ url: '/blog/all' })).json().find((p: { id: string }) => p.id === id);
    expect(item.description.length).toBeLessThanOrEqual(152);
    expect(truncateText(item.description || item.details)).toBe(truncateText(description));
    // The card shows the description, so the details are not sent in the list at all.
    expect(item.details).toBe('');
    expect((await ctx.app.inject({ url: `/blog/get/${id}` })).json().details).toBe('Ayrıntı '.repeat(200));
    expect((await ctx.app.inject({ url: `/blog/get/${id}` })).json().description).toBe(description);
  });
});
