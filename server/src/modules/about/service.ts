import type { FastifyInstance } from 'fastify';
import { aboutInputSchema, aboutMessages, type AboutContent, type SessionUser } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { MultipartResult } from '../../lib/multipart.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, validate } from '../../plugins/errors.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import { filesRepository } from '../files/repository.ts';
import { defaultAbout } from './defaults.ts';
import { aboutRepository, type AboutRepository } from './repository.ts';

const urlOrNull = (id: string | null) => (id ? fileUrl(id) : null);

/** What the about page's rules need (the model: news/service.ts); the routes pass `aboutDeps(app)`. */
export interface AboutDeps {
  db: Db;
  about: AboutRepository;
  files: Pick<typeof filesRepository, 'insertFile' | 'deleteFiles'>;
  storage: FastifyInstance['storage'];
  activity: Pick<ActivityLog, 'write'>;
  log: Pick<FastifyInstance['log'], 'warn'>;
}

export const aboutDeps = (app: FastifyInstance): AboutDeps => ({
  db: app.db,
  about: aboutRepository,
  files: filesRepository,
  storage: app.storage,
  activity: app.activity,
  log: app.log,
});

export async function getAbout(deps: Pick<AboutDeps, 'db' | 'about'>): Promise<AboutContent> {
  const row = await deps.about.findAbout(deps.db);
  if (!row) return defaultAbout;
  return {
    mainImage: urlOrNull(row.mainImage),
    endImage: urlOrNull(row.endImage),
    mainText: row.mainText,
    mainTextEn: row.mainTextEn,
    mainImageAlt: row.mainImageAlt,
    mainImageAltEn: row.mainImageAltEn,
    endImageAlt: row.endImageAlt,
    endImageAltEn: row.endImageAltEn,
    cards: row.cards.map((card) => ({ id: card.id, text: card.text, textEn: card.textEn ?? '' })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `cards` arrives as JSON text (docs/product.md). */
function parseInput(body: MultipartResult) {
  let cards: unknown = [];
  if (body.fields.cards) {
    try {
      cards = JSON.parse(body.fields.cards);
    } catch {
      throw badRequest(aboutMessages.badCards, { cards: aboutMessages.badCards });
    }
  }
  const f = body.fields;
  return validate(aboutInputSchema, {
    mainText: f.mainText ?? '',
    mainTextEn: f.mainTextEn,
    mainImageAlt: f.mainImageAlt,
    mainImageAltEn: f.mainImageAltEn,
    endImageAlt: f.endImageAlt,
    endImageAltEn: f.endImageAltEn,
    cards,
  });
}

const isSet = (v: string | undefined) => v === 'true' || v === '1';

/**
 * Saves the page. An image part replaces that image; with none sent the old one stays,
 * unless `removeMainImage`/`removeEndImage` asks to drop it. Replaced files are deleted.
 */
export async function editAbout(deps: AboutDeps, user: SessionUser, body: MultipartResult): Promise<void> {
  const input = parseInput(body);
  const main = body.files.mainImage?.[0];
  const end = body.files.endImage?.[0];
  const uploads = [main, end].filter((u) => u !== undefined);
  const oldKeys = await withStoredUploads(deps.storage, uploads, (keys) =>
    deps.db.transaction(async (tx: Tx) => {
      const current = await deps.about.findAbout(tx);
      let next = 0;
      const pick = async (upload: typeof main, old: string | null | undefined, remove: boolean) => {
        if (upload) return deps.files.insertFile(tx, upload, keys[next++], user.id);
        return remove ? null : (old ?? null);
      };
      const mainImage = await pick(main, current?.mainImage, isSet(body.fields.removeMainImage));
      const endImage = await pick(end, current?.endImage, isSet(body.fields.removeEndImage));
      const { cards, ...texts } = input;
      await deps.about.saveAbout(tx, { mainImage, endImage, ...texts, cards });
      await deps.activity.write(
        { event: 'about.updated', params: { adminId: user.id, adminName: user.name }, actorId: user.id },
        tx,
      );
      const dropped = [current?.mainImage, current?.endImage].filter(
        (id): id is string => Boolean(id) && id !== mainImage && id !== endImage,
      );
      return deps.files.deleteFiles(tx, dropped);
    }),
  );
  await removeStored(deps, oldKeys);
}
