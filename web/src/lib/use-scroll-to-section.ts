import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A section whose content arrives after the page (`/StudentProfile#certificates`, `/editCourse/{id}#course-results`):
 * the browser cannot scroll to it by itself, so once `ready`, the element with the id the address names is brought
 * to the top. Its heading carries `scroll-mt-20` to land clear of the sticky header.
 */
export function useScrollToSection(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id, ready]);
}
