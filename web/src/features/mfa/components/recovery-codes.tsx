import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/toast.ts';

/** Ten fresh recovery codes, shown once: the heading takes the focus so the person does not miss them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => notify.success(t('recovery.copied')))
      .catch(() => undefined);
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('recovery.fresh')}
      </h3>
      <p>{t('recovery.intro')}</p>
      <ol aria-label={t('recovery.listLabel')} className="grid grid-cols-1 gap-1 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1" data-recovery-code={code}>
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" />
          {t('recovery.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </div>
    </div>
  );
}
