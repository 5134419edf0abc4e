import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionLost } from '../lib/query-client.ts';

/** When the server says the session is gone, go to /login; the login page brings the person back here. */
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
  return null;
}
