import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAddNews, useNewsPost, useEditNews, type NewsFormValues } from '../api/news.ts';
import { newsTexts as t } from '../texts.ts';
import { NewsForm } from './news-form.tsx';

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
  const query = useNewsPost(id);
  const edit = useEditNews(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Page>
        <EmptyState>{t.notFound}</EmptyState>
      </Page>
    );
  }
  const submit = (values: NewsFormValues) =>
    edit.mutate(values, {
      onSuccess: () => {
        toast.success(t.updated);
        navigate('/haberler');
      },
      onError: (err) => toast.error(err.message || t.failed),
    });
  return (
    <Page title={t.form.editTitle}>
      <NewsForm key={query.data.id} initial={query.data} submitting={edit.isPending} error={edit.error} onSubmit={submit} />
    </Page>
  );
}
