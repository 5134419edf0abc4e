import { z } from 'zod';
import { BLOG_CARD_TEXT, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import { REQUIRED } from './messages.ts';

/** SPEC.md §8 texts of the news and about-us screens. */
export const blogMessages = {
  added: 'Blog başarıyla eklendi.',
  deleted: 'Blog başarıyla silindi.',
  updated: 'Blog başarıyla güncellendi.',
  failed: 'Bir hata oluştu, tekrar deneyin.',
} as const;

export const BLOG_IMAGES_MAX = 10;
export const BLOG_DESCRIPTION_MAX = 2000;
export const ABOUT_CARDS_MAX = 20;
export const ABOUT_CARD_TEXT_MAX = 2000;
export const ABOUT_START_CARDS = 3;

const ELLIPSIS = '…';

/**
 * Cuts a text for a news card: at most `max` characters of the text (whitespace collapsed),
 * ending on a word boundary, followed by an ellipsis when anything was cut.
 */
export function truncateText(text: string, max: number = BLOG_CARD_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Code points, so a Turkish letter or an emoji is never split in half.
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max + 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // One word longer than the limit is cut inside the word rather than dropped.
  const kept = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, max).join('');
  return kept.replace(/[\s.,;:!?…-]+$/u, '') + ELLIPSIS;
}

/**
 * A short text from which truncateText gives the same card as from the whole text: truncateText reads
 * `max + 1` characters of the flattened text; one more keeps a space there from being trimmed away.
 * The news list sends this instead of the full text.
 */
export function cardPreview(text: string, max: number = BLOG_CARD_TEXT): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max + 2).join('');
}

/** The blog form's text fields (SPEC.md: no client validation; the server still bounds them). */
export const blogInputSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(TEXT_SHORT_MAX, `En fazla ${TEXT_SHORT_MAX} karakter olmalı`),
  description: z.string().trim().max(BLOG_DESCRIPTION_MAX, `En fazla ${BLOG_DESCRIPTION_MAX} karakter olmalı`).default(''),
  details: z.string().trim().max(TEXT_LONG_MAX, `En fazla ${TEXT_LONG_MAX} karakter olmalı`).default(''),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/** A blog post as the API returns it; images are `/files/{id}` paths. */
export interface BlogPost {
  id: string;
  title: string;
  description: string;
  details: string;
  images: string[];
  createdAt: string;
}

export const aboutCardSchema = z.object({
  id: z.coerce.number().int().nonnegative(),
  text: z.string().trim().max(ABOUT_CARD_TEXT_MAX, `En fazla ${ABOUT_CARD_TEXT_MAX} karakter olmalı`),
});
export type AboutCardInput = z.infer<typeof aboutCardSchema>;

export const aboutInputSchema = z.object({
  mainText: z.string().trim().max(TEXT_LONG_MAX, `En fazla ${TEXT_LONG_MAX} karakter olmalı`).default(''),
  cards: z.array(aboutCardSchema).max(ABOUT_CARDS_MAX, `En fazla ${ABOUT_CARDS_MAX} kart eklenebilir`).default([]),
});
export type AboutInput = z.infer<typeof aboutInputSchema>;

/** The about-us page as `GET /aboutus` returns it. */
export interface AboutContent {
  mainImage: string | null;
  endImage: string | null;
  mainText: string;
  cards: AboutCardInput[];
  updatedAt: string | null;
}

/** Activity log types (DESIGN.md §6) and their Turkish labels on the log screen. */
export const LOG_TYPES = ['teacher', 'student', 'company', 'other'] as const;
export type LogType = (typeof LOG_TYPES)[number];
/** The checkboxes of the log screen, in SPEC.md's order. */
export const LOG_FILTER_TYPES = ['teacher', 'student', 'company'] as const satisfies readonly LogType[];
export const logTypeLabels: Record<LogType, string> = {
  teacher: 'Öğretmen',
  student: 'Öğrenci',
  company: 'Şirket',
  other: 'Diğer',
};

/** `?types=teacher,student` → the distinct known types; unknown names are an error, empty means all. */
export const logTypesParamSchema = z
  .string()
  .max(100)
  .optional()
  .transform((raw, ctx) => {
    const names = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !(LOG_TYPES as readonly string[]).includes(n));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Bilinmeyen kayıt türü: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(names)] as LogType[];
  });

export interface LogEntry {
  log: string;
  createdAt: string;
  type: LogType;
}
