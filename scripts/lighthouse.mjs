// Lighthouse (mobile preset) against a running server, three runs a page, medians printed as the table of
// docs/quality.md. Not a dependency and not part of CI: Lighthouse is fetched by npx when this runs.
//
//   npm start (with SEED_DEMO=1), then:  node scripts/lighthouse.mjs [base URL] [runs]
//   e.g. node scripts/lighthouse.mjs http://localhost:3000 3
//
// LIGHTHOUSE=lighthouse@<version> picks another release (13.5.0 runs on Node 20 here); CHROME_PATH defaults to
// Debian's /usr/bin/chromium.
import { execFileSync } from 'node:child_process';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);
// The public pages of docs/product.md's budget, and one job's page (the newest open job, found through the API).
const newestJob = await fetch(`${base}/job/all?limit=1`, { headers: { accept: 'application/json' } })
  .then((res) => res.json())
  .then((jobs) => jobs[0]?.id);
const pages = ['/', '/courses', '/jobs', '/haberler', '/aboutus', ...(newestJob ? [`/jobinfopage/${newestJob}`] : [])];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse@13.5.0';

/** One Lighthouse run; a run that fails with Lighthouse's own trace error (NO_NAVSTART) is taken again, twice at most. */
function run(url, tries = 3) {
  try {
    return runOnce(url);
  } catch (err) {
    if (tries <= 1 || !String(err.stderr ?? err.message).includes('NO_NAVSTART')) throw err;
    console.error(`${url}: Lighthouse lost the trace (NO_NAVSTART); running again`);
    return run(url, tries - 1);
  }
}

function runOnce(url) {
  const out = execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(out);
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const rows = [];
for (const page of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = run(base + page);
    results.push(result);
    console.error(`${page} run ${i + 1}: ${JSON.stringify(result.scores)}`);
  }
  rows.push({
    page,
    perf: results.map((r) => r.scores.performance),
    scores: Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r.scores[c]))])),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  });
}

console.log(
  `| page | performance (median of ${runs}; runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const s = r.scores;
  console.log(
    `| ${r.page} | **${s.performance}** (${r.perf.join(', ')}) | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ` +
      `${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  );
}
