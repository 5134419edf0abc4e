import type { FastifyInstance } from 'fastify';
import { aboutInputSchema, aboutMessages, type AboutContent, type SessionUser } from '@beceri/domain';
import type { MultipartResult } from '../../lib/multipart.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import { badRequest, validate } from '../../plugins/errors.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import { deleteFiles, insertFile } from '../files/repository.ts';
import { defaultAbout } from './defaults.ts';
import * as repo from './repository.ts';

const urlOrNull = (id: string | null) => (id ? fileUrl(id) : null);

type AboutDeps = Pick<FastifyInstance, 'db' | 'storage' | 'activity' | 'log'>;

export async function getAbout(deps: Pick<FastifyInstance, 'db'>): Promise<AboutContent> {
  const row = await repo.findAbout(deps.db);
  if (!row) return defaultAbout;
  return {
    mainImage: urlOrNull(row.mainImage),
    endImage: urlOrNull(row.endImage),
    mainText: row.mainText,
    cards: row.cards,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `cards` arrives as JSON text (SPEC.md §7). */
function parseInput(body: MultipartResult) {
  let cards: unknown = [];
  if (body.fields.cards) {
    try {
      cards = JSON.parse(body.fields.cards);
    } catch {
      throw badRequest(aboutMessages.badCards, { cards: aboutMessages.badCards });
    }
  }
  return validate(aboutInputSchema, { mainText: body.fields.mainText ?? '', cards });
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
    deps.db.transaction(async (tx) => {
      const current = await repo.findAbout(tx);
      let next = 0;
      const pick = async (upload: typeof main, old: string | null | undefined, remove: boolean) => {
        if (upload) return insertFile(tx, upload, keys[next++], user.id);
        return remove ? null : (old ?? null);
      };
      const mainImage = await pick(main, current?.mainImage, isSet(body.fields.removeMainImage));
      const endImage = await pick(end, current?.endImage, isSet(body.fields.removeEndImage));
      await repo.saveAbout(tx, { mainImage, endImage, mainText: input.mainText, cards: input.cards });
      await deps.activity.write({ type: 'other', text: `${user.name} adlı yönetici "Proje Hakkında" sayfasını güncelledi`, actorId: user.id }, tx);
      const dropped = [current?.mainImage, current?.endImage].filter(
        (id): id is string => Boolean(id) && id !== mainImage && id !== endImage,
      );
      return deleteFiles(tx, dropped);
    }),
  );
  await removeStored(deps, oldKeys);
}
