import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

/** A built web app with the partner logos the operator put in `web/public/branding/` (README, 'Partner logos'). */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-web-'));
let ctx: TestContext;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta name="viewport" content="width=device-width"><title>Beceri</title>' +
      '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'branding'));
  for (const name of ['chamber.svg', 'school.png', 'school.svg', 'notes.txt', 'eu.svg'])
    fs.writeFileSync(
      path.join(webDist, 'branding', name),
      name.endsWith('.png') ? Buffer.from([0x89, 0x50, 0x4e, 0x47]) : '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  ctx = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /config/public', () => {
  it("names the partners' logo files that are present, one per partner (SVG first), and ignores anything else", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().partnerLogos).toEqual({ chamber: '/branding/chamber.svg', school: '/branding/school.svg' });
  });

  it('serves a listed logo from the built app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/branding/chamber.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('lists none when the folder is missing', async () => {
    fs.rmSync(path.join(webDist, 'branding'), { recursive: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/config/public' });
    expect(res.json().partnerLogos).toEqual({});
  });
});
