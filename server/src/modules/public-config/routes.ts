import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BIRTH_WINDOW, PARTNER_LOGOS, type PartnerLogo, type PublicConfig } from '@beceri/domain';
import { openCohortWindow } from '../cohorts/repository.ts';

/** The partners' official logos, shown once the operator puts them in `web/public/branding/` (README). */
const LOGO_FILE = new RegExp(`^(${PARTNER_LOGOS.join('|')})\\.(svg|png|webp)$`);
/** A vector file is sharper at any size, so it wins over a picture of the same partner. */
const PREFERENCE = ['svg', 'png', 'webp'];
const rank = (name: string) => PREFERENCE.indexOf(name.slice(name.lastIndexOf('.') + 1));

/** `{ chamber: '/branding/chamber.svg', … }` for the logo files present in the built app (none is an empty object). */
async function partnerLogos(webDist: string): Promise<Partial<Record<PartnerLogo, string>>> {
  const names = await fs.readdir(path.join(webDist, 'branding')).catch(() => [] as string[]);
  const logos: Partial<Record<PartnerLogo, string>> = {};
  for (const name of names.filter((n) => LOGO_FILE.test(n)).sort((a, b) => rank(a) - rank(b))) {
    const match = LOGO_FILE.exec(name);
    const partner = match?.[1] as PartnerLogo | undefined;
    if (partner && !logos[partner]) logos[partner] = `/branding/${name}`;
  }
  return logos;
}

/**
 * Settings the web app shows (footer, contact page, news links, the sign-up's birth window: the open cohort's, decision
 * 053); nothing secret. Read anew each time (the logo files may change); pages carry it in their boot data, cached
 * under the 'programme' topic.
 */
export default async function publicConfigRoutes(app: FastifyInstance) {
  app.get(
    '/config/public',

    async (_req, reply): Promise<PublicConfig> => {
      reply.header('cache-control', 'public, max-age=300');
      const c = app.config;
      const open = await openCohortWindow(app.db);
      return {
        contactEmail: c.contactEmail,
        contactPhone: c.contactPhone,
        qualificationAuthorityUrl: c.qualificationAuthorityUrl,
        examSignupUrl: c.examSignupUrl,
        orgName: c.orgName,
        contactRetentionMonths: c.contactRetentionMonths,
        partnerLogos: await partnerLogos(c.webDist),
        birthWindow: open ? { from: open.from, to: open.to } : DEFAULT_BIRTH_WINDOW,
      };
    },
  );
}
