import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsPost } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pagedListQuery } from '../../../lib/paged-query.ts';

export const blogsKey = ['blogs'] as const;

export const blogListQuery = pagedListQuery<NewsPost>([...blogsKey, 'list'], '/blog/all');
export const useBlogList = () => useInfiniteQuery(blogListQuery);

export const blogQuery = (id: string) =>
  queryOptions({ queryKey: [...blogsKey, 'one', id], queryFn: () => api.get<NewsPost>(`/blog/get/${encodeURIComponent(id)}`) });
export const useBlog = (id: string) => useQuery(blogQuery(id));

export interface BlogFormValues {
  title: string;
  description: string;
  details: string;
  /** Paths of the images the post keeps (edit only). */
  existingImages: string[];
  newImages: File[];
}

/** SPEC.md §7's multipart: title, description, details, images, and existingImages[n] on edit. */
export function toFormData(values: BlogFormValues): FormData {
  const data = new FormData();
  data.append('title', values.title);
  data.append('description', values.description);
  data.append('details', values.details);
  values.existingImages.forEach((path, i) => data.append(`existingImages[${i}]`, path));
  for (const file of values.newImages) data.append('images', file);
  return data;
}

function useInvalidateBlogs() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: blogsKey });
}

export function useAddBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (values: BlogFormValues) => api.post<{ id: string }>('/blog/add', toFormData(values)),
    onSuccess: invalidate,
  });
}

export function useEditBlog(id: string) {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (values: BlogFormValues) => api.post<{ ok: boolean }>(`/blog/edit/${encodeURIComponent(id)}`, toFormData(values)),
    onSuccess: invalidate,
  });
}

export function useDeleteBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: boolean }>(`/blog/delete/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
