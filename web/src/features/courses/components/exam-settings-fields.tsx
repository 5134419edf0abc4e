import { useTranslation } from 'react-i18next';
import type { ExamSettings } from '@beceri/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** A number field's value: empty is null (all questions, no time limit). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** How attempts are drawn from the bank (docs/product.md), on the course form beside the test. */
export function ExamSettingsFields({
  value,
  onChange,
}: {
  value: ExamSettings;
  onChange: (next: ExamSettings) => void;
}) {
  const { t } = useTranslation('exams', { useSuspense: true });
  const patch = (p: Partial<ExamSettings>) => onChange({ ...value, ...p });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t('settings.legend')}</legend>
      <Field label={t('settings.drawCount')} hint={t('settings.drawCountHint')}>
        <Input
          name="drawCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          value={value.drawCount ?? ''}
          onChange={(e) => patch({ drawCount: numberOrNull(e.target.value) })}
        />
      </Field>
      <Field label={t('settings.timeLimit')} hint={t('settings.timeLimitHint')}>
        <Input
          name="timeLimitMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          value={value.timeLimitMinutes ?? ''}
          onChange={(e) => patch({ timeLimitMinutes: numberOrNull(e.target.value) })}
        />
      </Field>
      <Field label={t('settings.passPercent')} hint={t('settings.passPercentHint')}>
        <Input
          name="passPercent"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={value.passPercent}
          onChange={(e) => patch({ passPercent: Number(e.target.value) })}
        />
      </Field>
      <label className="flex items-center gap-2 self-end pb-2">
        <input
          type="checkbox"
          name="shuffle"
          className="size-5"
          checked={value.shuffle}
          onChange={(e) => patch({ shuffle: e.target.checked })}
        />
        {t('settings.shuffle')}
      </label>
    </fieldset>
  );
}
