// Text of a PDF page in logical (reading) order, for checking Persian output. pdf.js reports
// Chromium's glyph runs in visual order, each run already in logical order (pdf.js applies the
// bidi algorithm per run) and Arabic letters as presentation forms. A right-to-left line is read
// right to left: runs sorted by x descending, except that neighbouring left-to-right runs
// (Latin, digits) keep their left-to-right order; NFKC then maps presentation forms back to
// letters; brackets drawn mirrored are mirrored back. Zero-width non-joiners are dropped (Chromium draws no glyph for them).
/** What pdf.js reports per glyph run (the part used here). */
interface TextItem {
  str: string;
  transform: number[];
}

export interface PdfText {
  pages: string[][];
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LTR_STRONG = /[A-Za-z0-9\u06f0-\u06f9]/;

function isLtrRun(item: TextItem) {
  return !RTL.test(item.str) && LTR_STRONG.test(item.str);
}

function lineText(items: TextItem[], direction: 'rtl' | 'ltr'): string {
  const rtl = direction === 'rtl' && items.some((item) => RTL.test(item.str));
  const sorted = [...items].sort((a, b) => (a.transform[4] as number) - (b.transform[4] as number));
  if (!rtl) return readRuns(sorted, (item) => RTL.test(item.str) || item.str === ' ');
  const descending = sorted.reverse();
  const out: string[] = [];
  for (let i = 0; i < descending.length;) {
    if (!isLtrRun(descending[i]!)) {
      // Brackets are drawn mirrored in right-to-left text; the glyph's character is the mirror.
      out.push(descending[i]!.str.replace(/[()]/g, (c) => (c === '(' ? ')' : '(')));
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < descending.length && isLtrRun(descending[j + 1]!)) j += 1;
    out.push(
      ...descending
        .slice(i, j + 1)
        .reverse()
        .map((item) => item.str),
    );
    i = j + 1;
  }
  return out.join('');
}

/** Items left to right, each run of items that `inRun` accepts read in reverse. */
function readRuns(items: TextItem[], inRun: (item: TextItem) => boolean): string {
  const out: string[] = [];
  for (let i = 0; i < items.length;) {
    let j = i;
    while (j < items.length && inRun(items[j]!) && RTL.test(items[i]!.str)) j += 1;
    while (j > i && items[j - 1]!.str === ' ') j -= 1;
    if (j <= i + 1) {
      out.push(items[i]!.str);
      i += 1;
    } else {
      out.push(
        ...items
          .slice(i, j)
          .reverse()
          .map((item) => item.str),
      );
      i = j;
    }
  }
  return out.join('');
}

/** `direction` is the document's: an English page's lines are read left to right. */
export async function pdfText(pdf: Uint8Array, direction: 'rtl' | 'ltr' = 'rtl'): Promise<PdfText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: pdf, useSystemFonts: false }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const lines = new Map<number, TextItem[]>();
    for (const item of content.items as unknown as TextItem[]) {
      if (item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      lines.set(y, [...(lines.get(y) ?? []), item]);
    }
    pages.push(
      [...lines]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          lineText(items, direction)
            .normalize('NFKC')
            .replace(/\u200c/g, '')
            .trim(),
        ),
    );
  }
  await document.destroy();
  return { pages };
}
