import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { storeSessionUser } from '../../../lib/session.ts';
import { sessionQuery } from './session.ts';

/** `POST /auth/register`: the new account, signed in by the answer's cookie (docs/product.md, Sign-up). */
export interface RegisterAnswer {
  ok: true;
  id: string;
  /** MFA_REQUIRED_ROLES: the account sets up a second factor before anything else, as after a login. */
  mfaSetupRequired?: true;
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<RegisterAnswer>('/auth/register', form),
    // As after a login: the visitor's cached answers go, the new person's session is read before the profile opens.
    onSuccess: async (res, form) => {
      storeSessionUser({ role: form.get('role') as Role, id: res.id });
      qc.clear();
      await qc.fetchQuery(sessionQuery);
    },
  });
}
