// `npm run bench -- bundle` (or `npm run bench:bundle`): the JavaScript the product ships and a
// browser receives, beside issue 12's targets and issue 40's (targets.ts). Needs a built workspace.
// - per app: gzip -9 size of its entry script, its remoteEntry.js and each exposed module;
// - per npm package: minified bytes in each app's chunks, from the source maps, and the bytes
//   duplicated between apps (bundle/);
// - five cold sessions in Chromium accepting only gzip (page/session-js.ts): JS for the sign-in
//   page, JS added by signing in, JS for opening every report page; median of 5;
// - the floor: the sign-in page and the dashboard in one plain esbuild bundle (floor/), and
//   whether issue 40's two JavaScript goals together lie above it (bundle/goal-floor.ts).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { REPO_ROOT, startProduct } from '../src/product';
import { APP_FOLDERS, chunkAt, readApp, type App, type Chunk } from './bundle/app-chunks';
import { duplicatedBytes, printPackageTable } from './bundle/package-table';
import { goalPairAgainstFloor } from './bundle/goal-floor';
import { buildFloor, type FloorEntry } from './floor/build-floor';
import { measureSessionJs, type SessionJs } from './page/session-js';
import { formatTable } from '@crm/shared/tooling';
import { median, TARGET_HEADER, targetRow } from './report';
import { TARGETS } from './targets';

const RUNS = 5;
const USER = { tenant: 'demo', userName: 'customer1', password: '1q2w3E*' };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

function printAppSizes(apps: readonly App[]): void {
  console.log('\nPer app (gzip -9)');
  console.log('app                     entry      remoteEntry  exposed modules');
  for (const { folder, manifest } of apps) {
    const dist = join(REPO_ROOT, folder, 'dist');
    const html = folder === 'host' ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
    const entry = html.match(/src="?\/?(main\.[^" >]+\.js)/)?.[1];
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(join(dist, f)), 0);
    const exposes = manifest.exposes
      .map((e) => `${e.name} ${kb(sum(e.assets.js.sync))} (+${kb(sum(e.assets.js.async))} lazy)`)
      .join(', ');
    console.log(
      `${folder.padEnd(23)} ${(entry ? kb(gzipSize(join(dist, entry))) : '—').padEnd(10)} ${(folder === 'host' ? '—' : kb(gzipSize(join(dist, 'remoteEntry.js')))).padEnd(12)} ${exposes || '—'}`,
    );
  }
}

async function floorSize(entry: FloorEntry = 'floor'): Promise<number> {
  const floor = await buildFloor(undefined, entry);
  rmSync(floor.dir, { recursive: true, force: true });
  return gzipSync(floor.script, { level: 9 }).length;
}

/** The host's sign-in page as its webpack build emits it: every script of its folder, gzip -9. */
function webpackSignInPageSize(): number {
  const dir = join(REPO_ROOT, 'host', 'dist', 'sign-in');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSize(join(dir, file)), 0);
}

async function printGoalFloor(): Promise<void> {
  const [floorBytes, esbuildSignInPage] = [await floorSize('lean'), await floorSize('signInPage')];
  const webpackSignInPage = webpackSignInPageSize();
  const pair = goalPairAgainstFloor({
    goals: { signInPage: TARGETS.loginJs.target, signInToDashboard: TARGETS.signInJs.target },
    floorBytes,
    esbuildSignInPage,
    webpackSignInPage,
  });
  const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;
  const verdict = pair.reachable
    ? 'reachable'
    : `UNREACHABLE, ${bytes(pair.floor - pair.allowed)} below the floor`;
  console.log(
    `\nIssue 40's two goals together: the host's sign-in page and the dashboard in its application` +
      ` layout, one plain esbuild bundle without the federation, weigh ${bytes(floorBytes)} (gzip -9);` +
      ` the sign-in page alone is ${bytes(esbuildSignInPage)} by esbuild and` +
      ` ${bytes(webpackSignInPage)} by the product's webpack (scale ${pair.scale.toFixed(2)}), so a` +
      ` sign-in and its first dashboard need at least ${bytes(pair.floor)}; the goals allow` +
      ` ${bytes(pair.allowed)} together: ${verdict}`,
  );
}

async function measureSessions(browser: Browser, baseUrl: string): Promise<SessionJs[]> {
  const sessions: SessionJs[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const session = await measureSessionJs(browser, baseUrl, USER);
    sessions.push(session);
    const total = session.login + session.signIn + session.reports;
    console.log(
      `run ${run}: sign-in page ${session.login} B, sign-in → chart ${session.signIn} B, other report pages ${session.reports} B, session ${total} B`,
    );
  }
  return sessions;
}

/** What the sessions fetched: checks that the bytes are gzip and which chunks they were. */
function printSessionChecks(apps: readonly App[], session: SessionJs): void {
  const encodings = [...session.encodings].map(([name, count]) => `${name} ×${count}`).join(', ');
  const found = session.scriptUrls.map((url) => chunkAt(apps, url));
  const roles = new Map<string, number>();
  for (const hit of found) {
    const role = hit?.chunk.role ?? 'not a built chunk';
    roles.set(role, (roles.get(role) ?? 0) + 1);
  }
  const byAddress = [...session.reachedBy].filter(([, by]) => by === 'address').map(([url]) => url);
  console.log(
    `debug: content-encoding of the scripts counted in run 1: ${encodings}` +
      `\ndebug: their chunks by role: ${[...roles].map(([role, n]) => `${role} ${n}`).join(', ')}` +
      `\nreport pages opened by address (no link to them on screen): ${byAddress.join(', ') || 'none'}`,
  );
  const chunksPerApp: Chunk[][] = apps.map((app) =>
    found.filter((hit) => hit?.app === app).map((hit) => hit!.chunk),
  );
  console.log(
    `duplicated between apps among the chunks that session fetched: ${duplicatedBytes(chunksPerApp).toLocaleString('en-US')} B minified`,
  );
  printPhaseScripts(session);
}

/** Run 1's scripts per phase, largest first: where each figure's bytes come from. */
function printPhaseScripts(session: SessionJs): void {
  const phases = ['sign-in page', 'sign-in → chart', 'other report pages'];
  session.phaseScripts.forEach((scripts, phase) => {
    console.log(`\nscripts of run 1, ${phases[phase]} (gzip bytes received):`);
    for (const { path, bytes } of scripts) console.log(`${String(bytes).padStart(9)}  ${path}`);
  });
}

async function main() {
  const apps = APP_FOLDERS.map(readApp);
  printAppSizes(apps);
  printPackageTable(apps);

  const floor = await floorSize();
  const product = await startProduct();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let sessions: SessionJs[];
  try {
    console.log(
      `\nJS received by Chromium accepting only gzip, cold cache (a fresh context per run), ${RUNS} runs`,
    );
    sessions = await measureSessions(browser, product.baseUrl);
    printSessionChecks(apps, sessions[0]!);
  } finally {
    await browser.close();
    product.process.kill('SIGTERM');
  }

  const login = sessions.map((s) => s.login);
  console.log(`\nIssues 12 and 40: JavaScript (gzip as received, median of ${RUNS})`);
  console.log(
    formatTable(TARGET_HEADER, [
      targetRow(TARGETS.loginJs, login),
      targetRow(
        TARGETS.signInJs,
        sessions.map((s) => s.signIn),
      ),
      targetRow(
        TARGETS.reportSessionJs,
        sessions.map((s) => s.login + s.signIn + s.reports),
      ),
    ]),
  );
  console.log(
    `\nFloor: the sign-in page and the dashboard in one plain esbuild bundle: ${kb(floor)} (gzip -9);` +
      ` the sign-in page's JS is ${(median(login) / floor).toFixed(2)}× it`,
  );
  await printGoalFloor();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
