import type { TFunction } from 'i18next';
import type { JobAlertView } from '@beceri/domain';
import { translateMessage } from '../../../lib/i18n.ts';

/** A saved search's filters as three short phrases ('Aranan: “python”', 'Şehir: İzmir', 'Tüm çalışma şekilleri'). */
export function alertPhrases(t: TFunction<'alerts'>, a: Pick<JobAlertView, 'q' | 'city' | 'type'>): string[] {
  return [
    a.q ? t('words', { q: a.q }) : t('anyWords'),
    a.city ? t('city', { city: a.city }) : t('anyCity'),
    a.type ? t('type', { type: translateMessage(`labels.jobType.${a.type}`) }) : t('anyType'),
  ];
}

export const alertSummary = (t: TFunction<'alerts'>, a: Pick<JobAlertView, 'q' | 'city' | 'type'>) =>
  alertPhrases(t, a).join(', ');
