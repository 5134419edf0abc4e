import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Page } from '../../../components/ui/page.tsx';
import { useAddNews, useEditNews, type NewsFormValues } from '../api/news.ts';
import { newsTexts as t } from '../texts.ts';
import { NewsForm } from './news-form.tsx';
import { WithNewsPost } from './news-post.tsx';

export function AddNews() {
  const navigate = useNavigate();
  const add = useAddNews();
  const submit = (values: NewsFormValues) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t.added);
        navigate('/haberler');
      },
      onError: (err) => toast.error(err.message || t.failed),
    });
  return (
    <Page title={t.form.addTitle}>
      <NewsForm submitting={add.isPending} error={add.error} onSubmit={submit} />
    </Page>
  );
}

export function EditNews({ id }: { id: string }) {
  const navigate = useNavigate();
  const edit = useEditNews(id);
  const submit = (values: NewsFormValues) =>
    edit.mutate(values, {
      onSuccess: () => {
        toast.success(t.updated);
        navigate('/haberler');
      },
      onError: (err) => toast.error(err.message || t.failed),
    });
  return (
    <WithNewsPost id={id}>
      {(post) => (
        <Page title={t.form.editTitle}>
          <NewsForm key={post.id} initial={post} submitting={edit.isPending} error={edit.error} onSubmit={submit} />
        </Page>
      )}
    </WithNewsPost>
  );
}
