// Takes the screenshots in docs/screenshots/: six pages on a phone (390 px, Persian) and on a
// desktop (1,280 px, Persian and English), each opened by the demo user it is made for. For people
// to look at, never compared with a reference (see src/review-screenshot.ts for why).
//
//   npm start            # in another terminal, then from e2e/:
//   CRM_E2E_BASE_URL=http://localhost:3000 npx tsx src/mobile/docs-screenshots.ts [name…]
//
// Names (e.g. `dashboard share-deals`) take only those pages; none takes them all.
// Each PNG is reduced to a 256-colour palette with pngquant when it is installed.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { switchLanguage } from '../../tests/accessibility-support';
import { navigateInApp } from '../a11y/navigate';
import { settle } from '../a11y/settle';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { REPO_ROOT } from '../product';
import { DEMO_ADMIN, demoUser, signIn, type Credentials } from '../sign-in';
import { PHONE } from './fit';
import { closeContext } from '../close-context';

const OUT = join(REPO_ROOT, 'docs', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };

interface Shot {
  name: string;
  url: string;
  /** Absent: the sign-in page, seen before signing in. */
  user?: Credentials;
}

const SHOTS: Shot[] = [
  { name: 'sign-in', url: '/account/login?__tenant=demo' },
  { name: 'dashboard', url: '/', user: demoUser('customer1') },
  { name: 'share-deals', url: '/shareDeal', user: demoUser('customer1') },
  { name: 'users', url: '/identity/users', user: DEMO_ADMIN },
  { name: 'settings', url: '/setting-management', user: DEMO_ADMIN },
  { name: 'back-office-contracts', url: '/portfolioModify', user: demoUser('backoffice') },
];

const SIZES = [
  { label: '390', viewport: PHONE, languages: ['fa'] as const },
  { label: '1280', viewport: DESKTOP, languages: ['fa', 'en'] as const },
];

async function take(browser: Browser, baseURL: string, shot: Shot): Promise<void> {
  for (const size of SIZES) {
    const context = await browser.newContext({
      baseURL,
      viewport: size.viewport,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    const page = await context.newPage();
    if (shot.user) await signIn(page, shot.user);
    else await page.goto(shot.url, { waitUntil: 'networkidle' });
    for (const language of size.languages) {
      await switchLanguage(page, language);
      if (shot.user) await navigateInApp(page, shot.url);
      await settle(page);
      const path = join(OUT, `${shot.name}-${size.label}-${language}.png`);
      await page.screenshot({ path, fullPage: true });
      spawnSync('pngquant', ['--force', '--skip-if-larger', '--ext', '.png', '256', path]);
      console.log(path);
    }
    await closeContext(context);
  }
}

const baseURL = process.env.CRM_E2E_BASE_URL;
if (!baseURL) throw new Error('Set CRM_E2E_BASE_URL to the running product, e.g. npm start.');
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const names = process.argv.slice(2);
  for (const shot of SHOTS)
    if (names.length === 0 || names.includes(shot.name)) await take(browser, baseURL, shot);
} finally {
  await browser.close();
}
