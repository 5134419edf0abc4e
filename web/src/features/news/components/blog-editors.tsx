import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAddBlog, useBlog, useEditBlog, type BlogFormValues } from '../api/blogs.ts';
import { newsTexts as t } from '../texts.ts';
import { BlogForm } from './blog-form.tsx';

export function AddBlog() {
  const navigate = useNavigate();
  const add = useAddBlog();
  const submit = (values: BlogFormValues) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t.added);
        navigate('/haberler');
      },
      onError: (err) => toast.error(err.message || t.failed),
    });
  return (
    <Page title={t.form.addTitle}>
      <BlogForm submitting={add.isPending} error={add.error} onSubmit={submit} />
    </Page>
  );
}

export function EditBlog({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useBlog(id);
  const edit = useEditBlog(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Page>
        <EmptyState>{t.notFound}</EmptyState>
      </Page>
    );
  }
  const submit = (values: BlogFormValues) =>
    edit.mutate(values, {
      onSuccess: () => {
        toast.success(t.updated);
        navigate('/haberler');
      },
      onError: (err) => toast.error(err.message || t.failed),
    });
  return (
    <Page title={t.form.editTitle}>
      <BlogForm key={query.data.id} initial={query.data} submitting={edit.isPending} error={edit.error} onSubmit={submit} />
    </Page>
  );
}
