import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck, CircleAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { certificateVerifyPath, type CertificateVerification } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useVerification } from '../api/certificates.ts';

type Outcome = 'valid' | 'invalid' | 'notFound' | 'failed';

const looks: Record<Outcome, { icon: typeof BadgeCheck; box: string; iconColor: string }> = {
  valid: { icon: BadgeCheck, box: 'border-green-700 bg-green-50', iconColor: 'text-green-800' },
  invalid: { icon: CircleAlert, box: 'border-red-700 bg-red-50', iconColor: 'text-red-700' },
  notFound: { icon: SearchX, box: 'border-slate-400 bg-white', iconColor: 'text-slate-600' },
  failed: { icon: CircleAlert, box: 'border-slate-400 bg-white', iconColor: 'text-slate-600' },
};

function Verdict({
  outcome,
  heading,
  lead,
  result,
}: {
  outcome: Outcome;
  heading: string;
  lead: string;
  result?: CertificateVerification;
}) {
  const { t } = useTranslation('certificates', { useSuspense: true });
  const { icon: Icon, box, iconColor } = looks[outcome];
  return (
    <section
      className={cn('rounded-xl border-2 p-6', box)}
      aria-labelledby="verdict"
      data-testid="certificate-verdict"
      data-outcome={outcome}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-1 size-8 shrink-0', iconColor)} aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 id="verdict" className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="text-slate-800">{lead}</p>
        </div>
      </div>
      {result?.valid && (
        <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">{t('verify.holder')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{`${result.name} ${result.surname}`.trim()}</dd>
          <dt className="font-semibold text-slate-700">{t('verify.course')}</dt>
          <dd className="text-slate-900">{result.courseTitle}</dd>
          <dt className="font-semibold text-slate-700">{t('verify.issuedAt')}</dt>
          <dd className="text-slate-900">{formatDate(result.issuedAt)}</dd>
          {result.hours !== null && result.hours !== undefined && (
            <>
              <dt className="font-semibold text-slate-700">{t('verify.hours')}</dt>
              <dd className="text-slate-900">{t('verify.hoursValue', { hours: formatNumber(result.hours) })}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/** A code as people type it from paper: spaces and dashes dropped, letters in capitals. */
const normalise = (code: string) => code.replace(/[\s-]+/g, '').toLocaleUpperCase('en-US');

function AnotherCode({ current }: { current: string }) {
  const { t } = useTranslation('certificates', { useSuspense: true });
  const navigate = useNavigate();
  // Read from the form when sent, not kept in state: what was typed before the page was hydrated stays and counts.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = normalise(String(new FormData(e.currentTarget).get('code') ?? ''));
    if (value && value !== current) navigate(certificateVerifyPath(value));
  };
  return (
    <form onSubmit={submit} className="mt-8 flex flex-col gap-2" aria-labelledby="another-code">
      <h2 id="another-code" className="text-lg font-semibold">
        {t('verify.another')}
      </h2>
      <Label htmlFor="certificate-code">{t('verify.codeLabel')}</Label>
      <p id="certificate-code-hint" className="text-sm text-slate-600">
        {t('verify.codeHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id="certificate-code"
          name="code"
          aria-describedby="certificate-code-hint"
          autoComplete="off"
          spellCheck={false}
          className="w-full max-w-xs font-mono uppercase"
        />
        <Button type="submit">{t('verify.submit')}</Button>
      </div>
    </form>
  );
}

/**
 * `/dogrula/{code}`, where a certificate's QR code leads: says plainly whether the certificate is valid and shows only
 * the holder's name, the course and the date (docs/product.md).
 */
export function CertificateVerificationPage({ code }: { code: string }) {
  const { t } = useTranslation('certificates', { useSuspense: true });
  const query = useVerification(code);
  let body;
  if (query.isPending) body = <PageSkeleton lines={5} />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <Verdict outcome="notFound" heading={t('verify.notFoundHeading')} lead={t('verify.notFoundLead')} />
    ) : (
      <Verdict outcome="failed" heading={t('verify.title')} lead={t('verify.loadFailed')} />
    );
  } else if (query.data.valid) {
    body = (
      <Verdict outcome="valid" heading={t('verify.validHeading')} lead={t('verify.validLead')} result={query.data} />
    );
  } else body = <Verdict outcome="invalid" heading={t('verify.invalidHeading')} lead={t('verify.invalidLead')} />;
  return (
    <Page title={t('verify.title')}>
      <div className="mx-auto w-full max-w-2xl">
        <p className="mb-4 text-slate-700">
          {t('verify.code')}: <span className="font-mono font-semibold text-slate-900">{code}</span>
        </p>
        {body}
        <AnotherCode current={code} />
      </div>
    </Page>
  );
}
