import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantIdSchema } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** docs/product.md's hire form: a free-text applicant id, checked before it is sent; a bad id is said under the field. */
export function HireForm({ pending, onHire }: { pending: boolean; onHire: (studentId: string) => Promise<boolean> }) {
  const { t } = useTranslation('jobs');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = applicantIdSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      e.currentTarget.querySelector<HTMLInputElement>('[name="studentId"]')?.focus();
      return;
    }
    setError(undefined);
    if (await onHire(parsed.data)) setValue('');
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="hire-form"
    >
      <h2 id="hire-form" className="text-lg font-semibold">
        {t('hire.formHeading')}
      </h2>
      <Field label={t('hire.applicantId')} error={error} hint={t('hire.formHint')}>
        <Input
          name="studentId"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={pending}>
        {t('hire.hire')}
      </Button>
    </form>
  );
}
