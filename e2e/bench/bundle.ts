// `npm run bench:bundle`: what each app ships and what a browser downloads.
// - per app: gzip -9 size of its entry script, its remoteEntry.js and each exposed module;
// - measured in Chromium (cold cache): JS bytes transferred to render /account/login and /;
// - the floor: the sign-in page and the dashboard in one plain esbuild bundle (floor/), and
//   the ratio to it.
// Needs a built workspace (`npm start` or `npm test` builds it).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { REPO_ROOT, startProduct } from '../src/product';
import { buildFloor } from './floor/build-floor';

const APPS = [
  'host',
  'remote-account',
  'remote-identity',
  'remote-admin-settings',
  'remote-reports',
  'remote-contracts',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function appSizes(app: string) {
  const dist = join(REPO_ROOT, app, 'dist');
  const html = app === 'host' ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
  const entry = html.match(/src="?\/?(main\.[^" >]+\.js)/)?.[1];
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  return {
    app,
    entry: entry ? gzipSize(join(dist, entry)) : undefined,
    remoteEntry: app === 'host' ? undefined : gzipSize(join(dist, 'remoteEntry.js')),
    exposes: manifest.exposes.map((expose) => ({
      name: expose.name,
      size: expose.assets.js.sync.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
      lazy: expose.assets.js.async.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    })),
  };
}

async function floorSize(): Promise<number> {
  const floor = await buildFloor();
  rmSync(floor.dir, { recursive: true, force: true });
  return gzipSync(floor.script, { level: 9 }).length;
}

async function transferredJs(baseUrl: string, path: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let bytes = 0;
  // A fresh browser has an empty cache; the cache stays on, as for a real first visit: the
  // sign-in's redirect through the identity provider loads the page twice, and the second load
  // takes its scripts from the cache (they were counted twice when the cache was disabled).
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' && !event.response.fromDiskCache) scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await browser.close();
  return bytes;
}

async function main() {
  console.log('\nPer app (gzip -9)');
  console.log('app                     entry      remoteEntry  exposed modules');
  for (const sizes of APPS.map(appSizes)) {
    const exposes =
      sizes.exposes.map((e) => `${e.name} ${kb(e.size)} (+${kb(e.lazy)} lazy)`).join(', ') || '—';
    console.log(
      `${sizes.app.padEnd(23)} ${(sizes.entry ? kb(sizes.entry) : '—').padEnd(10)} ${(sizes.remoteEntry ? kb(sizes.remoteEntry) : '—').padEnd(12)} ${exposes}`,
    );
  }

  const floor = await floorSize();
  const product = await startProduct();
  try {
    console.log('\nJS transferred in Chromium (cold cache, as served: brotli/gzip)');
    for (const path of ['/account/login', '/']) {
      const bytes = await transferredJs(product.baseUrl, path);
      console.log(
        `${path.padEnd(16)} ${kb(bytes).padEnd(10)} ${(bytes / floor).toFixed(2)}× the floor`,
      );
    }
    console.log(
      `\nFloor: the sign-in page and the dashboard in one plain esbuild bundle: ${kb(floor)} (gzip -9)\n`,
    );
  } finally {
    product.process.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
