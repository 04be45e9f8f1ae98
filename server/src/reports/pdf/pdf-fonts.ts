// Vazirmatn (OFL, npm `vazirmatn`) embedded in the PDF's HTML as data URLs, read once. The body
// uses the regular and bold faces; the page footer uses the Farsi-digits face, because Chromium
// fills its page numbers with Latin digits and that face draws them as Persian ones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let css: string | undefined;

function dataUrl(path: string): string {
  return `data:font/woff2;base64,${readFileSync(path).toString('base64')}`;
}

function fontFace(family: string, weight: number, path: string): string {
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url(${dataUrl(path)}) format('woff2');}`;
}

/** `@font-face` rules for `Vazirmatn` (400, 700) and `Vazirmatn FD` (400). */
export function vazirmatnFontFaces(): string {
  if (css) return css;
  const root = dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json'));
  css = [
    fontFace('Vazirmatn', 400, join(root, 'fonts/webfonts/Vazirmatn-Regular.woff2')),
    fontFace('Vazirmatn', 700, join(root, 'fonts/webfonts/Vazirmatn-Bold.woff2')),
    fontFace(
      'Vazirmatn FD',
      400,
      join(root, 'misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Regular.woff2'),
    ),
  ].join('\n');
  return css;
}
