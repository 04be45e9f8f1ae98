import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';
import { startProduct } from './src/product';
const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ baseURL: product.baseUrl });
page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
await page.goto('/account/login?__tenant=demo');
await page.waitForLoadState('networkidle');
console.log(await page.evaluate(() => {
  const share = (window as any).__FEDERATION__?.__SHARE__;
  const out: string[] = [];
  for (const [inst, scopes] of Object.entries<any>(share ?? {})) for (const [scope, pkgs] of Object.entries<any>(scopes)) for (const [name, versions] of Object.entries<any>(pkgs)) for (const [v, info] of Object.entries<any>(versions)) out.push(`${inst} ${scope} ${name}@${v} from=${info.from} loaded=${info.loaded} useIn=${(info.useIn ?? []).join('|')}`);
  return out.join('\n');
}));
await browser.close(); product.process.kill('SIGTERM'); process.exit(0);
