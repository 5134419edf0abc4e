/**
 * Run in the page: whether React has hydrated the server-rendered page — the footer's last link, the last thing it
 * renders, carries React's props, and the render that reached it has been committed (the router listens from then
 * on). Answers the moment it found it (`performance.now()`), or false.
 */
export function hydratedAt(): number | false {
  const links = document.querySelectorAll('footer a');
  const last = links[links.length - 1];
  return !!last && Object.keys(last).some((key) => key.startsWith('__reactProps$')) && performance.now();
}
