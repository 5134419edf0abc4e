import { profileTexts as t } from '../texts.ts';

/** Phone, address and (teachers) subject rows of a profile, skipped when empty. */
export function ContactDetails({ rows }: { rows: { label: keyof typeof labels; value: string }[] }) {
  return (
    <>
      {rows
        .filter((r) => r.value)
        .map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-medium text-slate-800">{labels[r.label]}</dt>
            <dd className="text-slate-900">{r.value}</dd>
          </div>
        ))}
    </>
  );
}

const labels = { phone: t.phone, address: t.address, subject: t.subject } as const;
