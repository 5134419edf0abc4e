import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Award, Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { certificateVerifyPath, type CertificateSummary } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { useScrollToSection } from '../../../lib/use-scroll-to-section.ts';
import { downloadCertificate, useOwnCertificates, verifyUrl } from '../api/certificates.ts';

function CertificateCard({ certificate: c }: { certificate: CertificateSummary }) {
  const { t } = useTranslation('certificates', { useSuspense: true });
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(c.code);
    } catch {
      notify.error(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    const url = verifyUrl(c.code);
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed', { url }));
    }
  };
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex flex-row items-start gap-3">
        <Award className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <CardTitle>{c.courseTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-1 text-sm text-slate-700">
        <p>{t('score', { score: c.score, total: c.total })}</p>
        <p>{t('issued', { date: formatDate(c.issuedAt) })}</p>
        {c.hours !== null && <p>{t('hours', { hours: formatNumber(c.hours) })}</p>}
        <p>
          {t('code')}:{' '}
          <Link to={certificateVerifyPath(c.code)} className="font-mono text-brand-700 underline">
            {c.code}
          </Link>
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" onClick={download} disabled={busy} aria-label={t('downloadNamed', { course: c.courseTitle })}>
          <Download className="size-4" aria-hidden="true" /> {t('download')}
        </Button>
        <Button size="sm" variant="outline" onClick={copy} aria-label={t('copyLinkNamed', { course: c.courseTitle })}>
          <Copy className="size-4" aria-hidden="true" /> {t('copyLink')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * 'Sertifikalarım' on the student's profile: each certificate with 'İndir' and 'Bağlantıyı kopyala'; `waiting`, what
 * the route puts under the heading (the certificates that wait for attendance, decision 055).
 */
export function CertificateList({ waiting }: { waiting?: ReactNode }) {
  const { t } = useTranslation('certificates', { useSuspense: true });
  const query = useOwnCertificates();
  // The exam's result links here ('Sertifikalarım').
  useScrollToSection('certificates', query.isSuccess);
  return (
    <section aria-labelledby="certificates">
      <h2 id="certificates" className="mb-3 scroll-mt-20 text-xl font-semibold">
        {t('heading')}
      </h2>
      {waiting}
      {query.isPending ? (
        <CardGridSkeleton count={2} />
      ) : query.isError ? (
        <EmptyState>{t('loadFailed')}</EmptyState>
      ) : query.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((c) => (
            <li key={c.code}>
              <CertificateCard certificate={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
