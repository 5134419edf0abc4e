import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AboutCardInput, AboutContent } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const aboutQuery = queryOptions({ queryKey: ['about'], queryFn: () => api.get<AboutContent>('/aboutus') });
export const useAbout = () => useQuery(aboutQuery);

/** The page's texts in both languages and both pictures' descriptions (docs/product.md). */
export const ABOUT_TEXTS = [
  'mainText',
  'mainTextEn',
  'mainImageAlt',
  'mainImageAltEn',
  'endImageAlt',
  'endImageAltEn',
] as const;
export type AboutTexts = Record<(typeof ABOUT_TEXTS)[number], string>;

export interface AboutFormValues extends AboutTexts {
  cards: AboutCardInput[];
  mainImage: File | null;
  endImage: File | null;
  removeMainImage: boolean;
  removeEndImage: boolean;
}

/** docs/product.md: multipart with mainImage, endImage, mainText and cards as JSON text. */
export function toFormData(values: AboutFormValues): FormData {
  const data = new FormData();
  for (const name of ABOUT_TEXTS) data.append(name, values[name]);
  data.append('cards', JSON.stringify(values.cards));
  if (values.mainImage) data.append('mainImage', values.mainImage);
  else if (values.removeMainImage) data.append('removeMainImage', 'true');
  if (values.endImage) data.append('endImage', values.endImage);
  else if (values.removeEndImage) data.append('removeEndImage', 'true');
  return data;
}

export function useEditAbout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: AboutFormValues) => api.post<AboutContent>('/aboutus/edit/1', toFormData(values)),
    onSuccess: (page) => qc.setQueryData(aboutQuery.queryKey, page),
  });
}
