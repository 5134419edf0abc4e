// The thread that draws the link previews' pictures (preview-drawer.ts, decision 048): satori and resvg take about
// 100 ms of CPU a picture, which the server's own thread must not spend. Plain JavaScript, so that a worker starts
// the same under `node --import tsx` (`npm start`), under vitest and in dev: it loads tsx itself, then the drawing.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderPreview } = await import('./preview-image.ts');

// One message a picture: { id, text } in, { id, png } or { id, error } out. The drawer sends one at a time.
parentPort.on('message', async ({ id, text }) => {
  try {
    const png = await renderPreview(text);
    parentPort.postMessage({ id, png });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage({ ready: true });
