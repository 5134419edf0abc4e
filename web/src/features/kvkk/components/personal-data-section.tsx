import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '@beceri/domain';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDownloadPersonalData } from '../api/personal-data.ts';
import { personalDataTexts as t } from '../texts.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** 'Verilerimi indir' and 'Hesabımı sil', on every profile page (KVKK art. 11). */
export function PersonalDataSection({ role, children }: { role: Role; children?: ReactNode }) {
  const download = useDownloadPersonalData();
  const onDownload = () =>
    download.mutate(undefined, { onError: () => toast.error(t.downloadFailed, { duration: 8000, closeButton: true }) });
  return (
    <section aria-labelledby="personal-data-title">
      <Card>
        <CardHeader>
          <CardTitle level={2} id="personal-data-title">
            {t.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p>{t.intro}</p>
          <p>
            <Link to="/kvkk" className="text-brand-700 underline underline-offset-4">
              {t.noticeLink}
            </Link>
          </p>
          {children}
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? t.downloading : t.download}
          </Button>
          <DeleteAccountDialog role={role} />
        </CardFooter>
      </Card>
    </section>
  );
}
