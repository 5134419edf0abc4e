import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Role } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { storeSessionUser } from '../../../lib/session.ts';
import { sessionQuery } from './session.ts';

/** The login's second step (docs/product.md): with the 5-minute cookie the password step set. */
type LoginDone = { ok: true; role: Role; id: string; recoveryCodesLeft?: number };

function useFinishLogin() {
  const qc = useQueryClient();
  return async (res: LoginDone) => {
    storeSessionUser({ role: res.role, id: res.id });
    qc.clear();
    await qc.fetchQuery(sessionQuery);
  };
}

export function useMfaCode() {
  const finish = useFinishLogin();
  return useMutation({
    mutationFn: (code: string) => api.post<LoginDone>('/auth/mfa', { code }),
    onSuccess: finish,
  });
}

export function usePasskeyLogin() {
  const finish = useFinishLogin();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/options');
      const response = await startAuthentication({ optionsJSON });
      return api.post<LoginDone>('/auth/passkey', { response });
    },
    onSuccess: finish,
  });
}
