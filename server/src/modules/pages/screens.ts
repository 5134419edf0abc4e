import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@beceri/domain/page-boot';

/** The web app's server render (web/src/entry-server.tsx, built as CommonJS into `<web dist>/.ssr/`: decision 045). */
export interface ScreenRenderer {
  /** The markup of the root element for this address and boot data. */
  render(input: { url: string; boot: BootData }): string;
}

interface ServerEntry extends ScreenRenderer {
  prepare(): Promise<void>;
}

/**
 * Loads the web app's server render once at start-up (decision 039): every screen and both languages' texts are
 * loaded before the first page, so each render is one synchronous pass. Undefined when the build has none (an
 * older build, the tests' stand-in web app): pages then carry the layout's first paint only, as before.
 */
export async function loadScreens(webDist: string): Promise<ScreenRenderer | undefined> {
  const file = path.join(webDist, '.ssr', 'entry-server.cjs');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  await entry.prepare();
  return { render: (input) => entry.render(input) };
}
