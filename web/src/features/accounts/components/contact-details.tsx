import { useTranslation } from 'react-i18next';

/** Phone, address and (teachers) subject rows of a profile, skipped when empty. */
export function ContactDetails({ rows }: { rows: { label: 'phone' | 'address' | 'subject'; value: string }[] }) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  return (
    <>
      {rows
        .filter((r) => r.value)
        .map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-medium text-slate-800">{t(r.label)}</dt>
            <dd className="text-slate-900">{r.value}</dd>
          </div>
        ))}
    </>
  );
}
