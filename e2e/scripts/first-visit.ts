/**
 * The first visit on a slow phone link (docs/product.md, docs/quality.md): Chromium from a fresh context each run, the
 * network emulated through the DevTools protocol (latency per request, 1.6 Mbps down, 750 kbps up), from navigation
 * start until the first title of `/jobs`'s list is painted (Element Timing of the card titles). Median of the runs.
 * Not part of CI: run it against a server with demo data on a quiet machine.
 *
 *   SEED_DEMO=1 npm start, then:  node --import tsx e2e/scripts/first-visit.ts [base URL] [runs]
 */
import { chromium } from '@playwright/test';
import { hydratedAt } from '../support/hydration.ts';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);
const path = process.env.FIRST_VISIT_PATH ?? '/jobs';
const profiles = [
  { name: '400 ms', latency: 400, budgetMs: 1500 },
  { name: '1,500 ms', latency: 1500, budgetMs: 4000 },
];
const KBPS = 1000 / 8;

interface Visit {
  titleMs: number;
  loadMs: number;
  /** Until React has hydrated the page: the footer's last link, the last thing it renders, carries React's props. */
  interactiveMs: number;
}

/** One visit: milliseconds from navigation start to the first list title's paint, the load event and hydration. */
async function visit(latency: number): Promise<Visit> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: 1600 * KBPS,
      uploadThroughput: 750 * KBPS,
    });
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __titles: number[] }).__titles = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
          if (entry.identifier === 'list-item-title') seen.push(entry.renderTime || entry.startTime);
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __titles: number[] }).__titles.length > 0, null, {
      timeout: 60_000,
    });
    const titleMs = await page.evaluate(() => Math.min(...(window as unknown as { __titles: number[] }).__titles));
    const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0].duration);
    const hydrated = await page.waitForFunction(hydratedAt, null, { timeout: 60_000 });
    const interactiveMs = (await hydrated.jsonValue()) as number;
    return { titleMs, loadMs, interactiveMs };
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`| latency | first list title painted (median of ${runs}; runs) | load event | interactive | budget |`);
console.log('|---|---|---|---|---|');
let missed = false;
for (const profile of profiles) {
  const results: Visit[] = [];
  for (let i = 0; i < runs; i++) results.push(await visit(profile.latency));
  const title = median(results.map((r) => r.titleMs));
  missed ||= title > profile.budgetMs;
  console.log(
    `| ${profile.name} | **${(title / 1000).toFixed(2)} s** (${results.map((r) => (r.titleMs / 1000).toFixed(2)).join(', ')}) | ` +
      `${seconds(median(results.map((r) => r.loadMs)))} | ${seconds(median(results.map((r) => r.interactiveMs)))} | ` +
      `≤ ${profile.budgetMs / 1000} s |`,
  );
}
process.exit(missed ? 1 : 0);
