import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NewsPost } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteNews } from '../api/news.ts';

/**
 * An admin's edit and delete buttons under a news card. A chunk of its own, loaded for admins only: a visitor's
 * /haberler does not download the dialog (web/vite.config.ts, lateControl).
 */
export default function NewsCardAdmin({ post }: { post: NewsPost }) {
  const { t } = useTranslation('news');
  const remove = useDeleteNews();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('deleted'));
      },
      onError: (err) => {
        setConfirming(false);
        notify.error(err.message ? translateMessage(err.message) : t('failed'));
      },
    });
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`/haberler/edit/${post.id}`} aria-label={t('editNamed', { title: post.title })}>
          <Pencil aria-hidden="true" /> {t('edit')}
        </Link>
      </Button>
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
        aria-label={t('deleteNamed', { title: post.title })}
      >
        <Trash2 aria-hidden="true" /> {t('delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDelete', { title: post.title })}
        description={t('confirmDeleteHint')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
