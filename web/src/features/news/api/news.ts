import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filteredKey, type NewsPost } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pagedListQuery } from '../../../lib/paged-query.ts';

export const newsKey = ['news'] as const;

/** The news cards from the address's page on (`/haberler?page=2`); the key is the one the page renderer preloads. */
export const newsListQuery = (page = 1) =>
  pagedListQuery<NewsPost>(filteredKey([...newsKey, 'list'], {}, page), '/blog/all', undefined, {}, page);
export const useNewsList = (page = 1) => useInfiniteQuery(newsListQuery(page));

export const newsPostQuery = (id: string) =>
  queryOptions({
    queryKey: [...newsKey, 'one', id],
    queryFn: () => api.get<NewsPost>(`/blog/get/${encodeURIComponent(id)}`),
    // A post that is not there (404, possibly from the page's boot data) is not asked for again on mount.
    retryOnMount: false,
  });
export const useNewsPost = (id: string) => useQuery(newsPostQuery(id));

export interface NewsFormValues {
  title: string;
  description: string;
  details: string;
  titleEn: string;
  descriptionEn: string;
  detailsEn: string;
  /** Paths of the images the post keeps (edit only). */
  existingImages: string[];
  newImages: File[];
}

/** docs/product.md's multipart: title, description, details, images, and existingImages[n] on edit. */
export function toFormData(values: NewsFormValues): FormData {
  const data = new FormData();
  data.append('title', values.title);
  data.append('description', values.description);
  data.append('details', values.details);
  data.append('titleEn', values.titleEn);
  data.append('descriptionEn', values.descriptionEn);
  data.append('detailsEn', values.detailsEn);
  values.existingImages.forEach((path, i) => data.append(`existingImages[${i}]`, path));
  for (const file of values.newImages) data.append('images', file);
  return data;
}

function useInvalidateNews() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: newsKey });
}

export function useAddNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (values: NewsFormValues) => api.post<{ id: string }>('/blog/add', toFormData(values)),
    onSuccess: invalidate,
  });
}

export function useEditNews(id: string) {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (values: NewsFormValues) =>
      api.post<{ ok: boolean }>(`/blog/edit/${encodeURIComponent(id)}`, toFormData(values)),
    onSuccess: invalidate,
  });
}

export function useDeleteNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: boolean }>(`/blog/delete/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
