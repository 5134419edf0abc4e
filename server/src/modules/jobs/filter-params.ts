import { z } from 'zod';
import { findProvince, JOB_TYPES, jobServerMessages } from '@beceri/domain';
import { optionalFilter, searchQueryParam } from '../../lib/search.ts';

/**
 * The job search's filters (`?q=&city=&type=`, docs/product.md), one definition for the job lists and the saved
 * searches (job alerts, decision 064): `q` cleaned (control characters ignored, cut to its maximum), an unknown city or
 * type is the caller's error (400), an empty value means no filter.
 */
export const jobFilterParams = {
  q: searchQueryParam,
  city: optionalFilter(
    z.string().transform((s, ctx) => {
      const province = findProvince(s);
      if (!province) ctx.addIssue({ code: 'custom', message: jobServerMessages.cityUnknown });
      return province ?? z.NEVER;
    }),
  ),
  type: optionalFilter(z.enum(JOB_TYPES, { error: jobServerMessages.typeRequired })),
};
