// HTML to PDF in Debian's headless Chromium (playwright-core drives it; no browser is
// downloaded). Chromium shapes Persian with HarfBuzz and lays out bidi text correctly, which the
// pure-JS PDF libraries do not (persian-rtl.md §7). One browser is started on first use and kept;
// each document gets its own context; at most two render at a time.
import { chromium, type Browser } from 'playwright-core';
import { ServiceUnavailableError } from '../../errors/app-error';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
];
const MAX_PARALLEL = 2;

let browser: Promise<Browser> | undefined;
let running = 0;
const waiting: (() => void)[] = [];

export function chromiumPath(): string {
  return process.env.CRM_CHROMIUM_PATH || '/usr/bin/chromium';
}

function launch(): Promise<Browser> {
  browser ??= chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    .then((started) => {
      started.on('disconnected', () => (browser = undefined));
      return started;
    })
    .catch((error: unknown) => {
      browser = undefined;
      throw new ServiceUnavailableError('Crm:PdfRendererUnavailable', error);
    });
  return browser;
}

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export interface PdfLayout {
  /** Chromium's footer template (`pageNumber` / `totalPages` spans are filled in). */
  footerTemplate: string;
}

export async function htmlToPdf(html: string, layout: PdfLayout): Promise<Buffer> {
  const release = await slot();
  try {
    const context = await (await launch()).newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready.then(() => true)').catch(() => true);
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: layout.footerTemplate,
        margin: { top: '14mm', bottom: '18mm', left: '12mm', right: '12mm' },
      });
    } finally {
      await context.close();
    }
  } finally {
    release();
  }
}

/** Closes the shared browser (server shutdown, tests). */
export async function closePdfBrowser(): Promise<void> {
  const current = browser;
  browser = undefined;
  // A browser that failed to launch was reported to the request that launched it: nothing to close.
  if (current) await (await current.catch(() => null))?.close();
}
