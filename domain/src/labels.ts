import { messageKey, translate, type Lang } from './i18n.ts';
import { tr } from './locales/tr.ts';

/**
 * Labels of stored codes (roles, education levels, statuses …) as keys of the `domain` catalogue: the API returns
 * codes, each reader labels them in its own language (locales/tr.ts explains how the web calls these).
 */
type Labels = typeof tr.labels;
export type LabelKind = Exclude<keyof Labels, 'testResult'>;

const keysOf = <K extends LabelKind>(kind: K) =>
  Object.fromEntries(Object.keys(tr.labels[kind]).map((code) => [code, `labels.${kind}.${code}`])) as {
    readonly [C in keyof Labels[K]]: string;
  };

export const roleLabels = keysOf('role');
export const educationLevelLabels = keysOf('education');
export const genderLabels = keysOf('gender');
export const jobSeekingLabels = keysOf('jobSeeking');
export const yesNoLabels = keysOf('yesNo');
export const logTypeLabels = keysOf('logType');
/** Stored application statuses (docs/product.md) → their keys. */
export const applicationStatusLabels = {
  'In Review': 'labels.applicationStatus.inReview',
  Hired: 'labels.applicationStatus.hired',
  Shortlisted: 'labels.applicationStatus.shortlisted',
  Rejected: 'labels.applicationStatus.rejected',
} as const;
export const UNKNOWN_STATUS_LABEL = 'labels.applicationStatus.unknown';

/** The key of a code's label; an application status docs/product.md does not know reads 'Bilinmeyen Durum'. */
export function labelKey(kind: LabelKind, code: unknown): string {
  if (kind === 'applicationStatus') {
    return typeof code === 'string' && Object.hasOwn(applicationStatusLabels, code)
      ? applicationStatusLabels[code as keyof typeof applicationStatusLabels]
      : UNKNOWN_STATUS_LABEL;
  }
  return `labels.${kind}.${String(code)}`;
}

/** A code's label in `lang`; an unknown code comes back as it is. */
export function label(kind: LabelKind, code: unknown, lang: Lang): string {
  const key = labelKey(kind, code);
  const text = translate(key, lang);
  return text === key ? String(code) : text;
}

/** 'Başarılı 3/3' or 'Başarısız 1/3' (docs/product.md), as a key with its values; total is the question count. */
export function testResultLabel(status: unknown, score: number, total: number): string {
  return messageKey(`labels.testResult.${status === 'passed' ? 'passed' : 'failed'}`, { score, total });
}
