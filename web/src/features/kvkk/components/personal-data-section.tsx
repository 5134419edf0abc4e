import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@beceri/domain';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDownloadPersonalData } from '../api/personal-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** 'Verilerimi indir' and 'Hesabımı sil', on every profile page (KVKK art. 11). */
export function PersonalDataSection({ role, children }: { role: Role; children?: ReactNode }) {
  const { t } = useTranslation('kvkk', { useSuspense: true });
  const download = useDownloadPersonalData();
  const onDownload = () =>
    download.mutate(t('personalData.fileName'), { onError: () => notify.error(t('personalData.downloadFailed')) });
  return (
    <section aria-labelledby="personal-data-title">
      <Card>
        <CardHeader>
          <CardTitle level={2} id="personal-data-title">
            {t('personalData.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p>{t('personalData.intro')}</p>
          <p>
            <Link to="/kvkk" className="text-brand-700 underline underline-offset-4">
              {t('personalData.noticeLink')}
            </Link>
          </p>
          {children}
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? t('personalData.downloading') : t('personalData.download')}
          </Button>
          <DeleteAccountDialog role={role} />
        </CardFooter>
      </Card>
    </section>
  );
}
