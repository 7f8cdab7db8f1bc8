// Lighthouse performance (desktop profile) of the built app's main screens, in Debian's Chromium.
// Run by `npm run lighthouse` (which builds first). Starts the production build on free ports with
// a temporary data folder and the demo firm, signs in as the demo attorney, runs Lighthouse three
// times per page, keeps the median run, writes tests/bench/lighthouse.md and exits 1 when a page
// scores under 90. Not part of `npm test`: a timing measurement, noisy on a shared machine.
//
// LIGHTHOUSE_RUNS=n changes the runs per page; LIGHTHOUSE_SCREENSHOTS=1 also saves a screenshot of
// each page, and LIGHTHOUSE_REPORTS=1 the median run's report (HTML and JSON), under
// test-results/lighthouse/; LIGHTHOUSE_PAGES="Sign in,Dashboard" measures only those pages (the
// table is then not written); CHROMIUM_PATH points at another Chromium.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RESULTS = path.join(ROOT, 'tests', 'bench', 'lighthouse.md');
const ARTIFACTS = path.join(ROOT, 'test-results', 'lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_SCORE = 90;
const EMAIL = 'attorney@demo.matterhorn.law';
const PASSWORD = 'matterhorn-demo';
/** The same Chromium flags as the browser tests (tests/support/chromium-flags.json). */
const CHROME_FLAGS = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'support', 'chromium-flags.json'), 'utf8'));

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node server/dist/main.js` in production mode; resolves once it logs "Server ready". */
async function startApp(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      SEED_DEMO: 'true',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('"msg":"Server ready"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited with code ${code} before it was ready:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Signs in through the GraphQL `login` mutation; returns the session cookie the server set. */
async function signIn(url) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation SignIn($input: SignInInput!) { login(input: $input) { id } }',
      variables: { input: { email: EMAIL, password: PASSWORD } },
    }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`Could not sign in as ${EMAIL}: ${body.errors[0].message}`);
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (name.endsWith('matterhorn_session')) return { name, value: pair.slice(at + 1) };
  }
  throw new Error('Signing in set no session cookie.');
}

/** The id of the first demo case in the default order, read with the session. */
async function firstCaseId(url, cookie) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify({ query: '{ matters(page: 1, pageSize: 1) { items { id } } }' }),
  });
  const body = await response.json();
  const id = body.data?.matters.items[0]?.id;
  if (!id) throw new Error(`No demo case to open: ${JSON.stringify(body.errors ?? body.data)}`);
  return id;
}

const slug = (name) => name.toLowerCase().replace(/\s+/g, '-');
const ms = (value) => `${Math.round(value)} ms`;

function summary(name, pagePath, lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    name,
    path: pagePath,
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

function table(rows, runs) {
  const lines = [
    `Measured on ${new Date().toISOString().slice(0, 10)} with Lighthouse ${rows.version}, desktop profile, ` +
      `${rows.chrome}, performance only; median of ${runs} runs per page (the production build served by the app, ` +
      `the demo firm, signed in as the demo attorney). Target: every score at least ${MIN_SCORE}.`,
    '',
    '| Page | Score | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`) | ${row.score} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${ms(row.si)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-lighthouse-'));
  let app;
  let chrome;
  let browser;
  try {
    console.log('Starting the app (production build, demo firm)…');
    app = await startApp(dataDir);
    const cookie = await signIn(app.url);
    const caseId = await firstCaseId(app.url, cookie);

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    // The session cookie goes into the browser's own cookie jar, as after signing in on the page;
    // Lighthouse's storage reset leaves cookies alone (it clears caches, not the session).
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const jar = browser.contexts()[0];
    const signOut = () => jar.clearCookies();
    const signBackIn = () => jar.addCookies([{ name: cookie.name, value: cookie.value, url: app.url, httpOnly: true, sameSite: 'Lax' }]);
    await signBackIn();

    const allPages = [
      { name: 'Sign in', path: '/signin', signedIn: false },
      { name: 'Dashboard', path: '/', signedIn: true },
      { name: 'Cases', path: '/cases', signedIn: true },
      { name: 'Case list', path: '/caseBrowse', signedIn: true },
      { name: 'Case detail', path: `/cases/caseDetail?id=${caseId}`, signedIn: true },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim().toLowerCase());
    const pages = only ? allPages.filter((page) => only.includes(page.name.toLowerCase())) : allPages;

    // One visit of every page first (not measured), so the server's code and the database are warm.
    const warmUp = await jar.newPage();
    for (const page of pages) {
      if (!page.signedIn) await signOut();
      await warmUp.goto(`${app.url}${page.path}`, { waitUntil: 'networkidle' });
      if (!page.signedIn) await signBackIn();
    }
    await warmUp.close();

    /** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is repeated. */
    async function measure(page) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      for (let attempt = 1; ; attempt += 1) {
        // Sign in is measured as a visitor sees it: without a session (with one it sends them home).
        if (!page.signedIn) await signOut();
        const { lhr } = await lighthouse(`${app.url}${page.path}`, flags, desktopConfig);
        if (!page.signedIn) await signBackIn();
        if (lhr.runtimeError) {
          if (attempt < 3) continue;
          throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== page.path.split('?')[0]) throw new Error(`${page.path} ended on ${finalPath}: not signed in?`);
        return lhr;
      }
    }

    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await measure(page);
        runs.push(lhr);
        console.log(`  ${page.name} run ${run + 1}: ${Math.round(lhr.categories.performance.score * 100)}`);
      }
      const median = computeMedianRun(runs);
      if (process.env.LIGHTHOUSE_REPORTS) {
        await mkdir(ARTIFACTS, { recursive: true });
        const base = path.join(ARTIFACTS, slug(page.name));
        await writeFile(`${base}.report.html`, generateReport(median, 'html'));
        await writeFile(`${base}.report.json`, JSON.stringify(median, null, 1));
      }
      rows.push(summary(page.name, page.path.replace(caseId, '<id>'), median));
      rows.version = median.lighthouseVersion;
      rows.chrome = median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
    }

    if (process.env.LIGHTHOUSE_SCREENSHOTS) {
      await mkdir(ARTIFACTS, { recursive: true });
      const tab = await jar.newPage();
      await tab.setViewportSize({ width: 1350, height: 940 });
      for (const page of pages) {
        if (!page.signedIn) await signOut();
        await tab.goto(`${app.url}${page.path}`, { waitUntil: 'networkidle' });
        const file = path.join(ARTIFACTS, `${slug(page.name)}.png`);
        await tab.screenshot({ path: file });
        if (!page.signedIn) await signBackIn();
        console.log(`  screenshot ${path.relative(ROOT, file)}`);
      }
      await tab.close();
    }

    const markdown = table(rows, RUNS);
    console.log(`\n${markdown}`);
    if (!only) {
      await writeFile(RESULTS, markdown);
      console.log(`Written to ${path.relative(ROOT, RESULTS)}`);
    }
    const low = rows.filter((row) => row.score < MIN_SCORE);
    if (low.length > 0) {
      console.error(`Under ${MIN_SCORE}: ${low.map((row) => `${row.name} ${row.score}`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close().catch(() => {});
    await chrome?.kill();
    if (app) await stopApp(app.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
