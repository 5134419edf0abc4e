import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onMfaSetupRequired, onSessionLost } from '../lib/query-client.ts';
import { ACCOUNT_SECURITY_PATH } from '../lib/session.ts';

/**
 * When the server says the session is gone, go to /login; the login page brings the person back here. When it says a
 * second factor must be set up first, go to the account-security screen.
 */
export function SessionRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onSessionLost(() => {
        const { pathname, search } = here.current;
        if (pathname !== '/login') navigate('/login', { state: { from: pathname + search } });
      }),
    [navigate],
  );
  // MFA_REQUIRED_ROLES: until a second factor is set up, the server opens nothing else.
  useEffect(
    () =>
      onMfaSetupRequired(() => {
        if (here.current.pathname !== ACCOUNT_SECURITY_PATH) navigate(ACCOUNT_SECURITY_PATH, { replace: true });
      }),
    [navigate],
  );
  return null;
}
