import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { namesAnyField } from '../../../lib/form-errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddNews, useEditNews, type NewsFormValues } from '../api/news.ts';
import { NEWS_FIELDS, NewsForm } from './news-form.tsx';
import { WithNewsPost } from './news-post.tsx';

/** A refused field is shown under it and in the form's summary; anything else is a toast. */
function useFailureToast() {
  const { t } = useTranslation('news');
  return (err: Error) => {
    if (namesAnyField(err, NEWS_FIELDS)) return;
    notify.error(err.message ? translateMessage(err.message) : t('failed'));
  };
}

export function AddNews() {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const add = useAddNews();
  const failed = useFailureToast();
  const submit = (values: NewsFormValues) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success(t('added'));
        navigate('/haberler');
      },
      onError: failed,
    });
  return (
    <Page title={t('form.addTitle')}>
      <NewsForm submitting={add.isPending} error={add.error} onSubmit={submit} />
    </Page>
  );
}

export function EditNews({ id }: { id: string }) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const edit = useEditNews(id);
  const failed = useFailureToast();
  const submit = (values: NewsFormValues) =>
    edit.mutate(values, {
      onSuccess: () => {
        notify.success(t('updated'));
        navigate('/haberler');
      },
      onError: failed,
    });
  return (
    <WithNewsPost id={id}>
      {(post) => (
        <Page title={t('form.editTitle')}>
          <NewsForm key={post.id} initial={post} submitting={edit.isPending} error={edit.error} onSubmit={submit} />
        </Page>
      )}
    </WithNewsPost>
  );
}
