// A small RFC 4180 reader: comma-separated, double-quoted fields with "" for a quote, CRLF or
// LF line ends, a UTF-8 byte-order mark ignored. Each record keeps its line number. A file that
// breaks the quoting is refused whole (CsvSyntaxError) rather than read some other way: a quote
// never closed would otherwise swallow the rest of the file into one field.
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvProblem = 'UnterminatedQuote' | 'TextAfterQuote';

export class CsvSyntaxError extends Error {
  constructor(
    readonly problem: CsvProblem,
    /** The line (from 1) where the broken field begins. */
    readonly line: number,
  ) {
    super(`CSV ${problem} at line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = '"';
const SEPARATOR = ',';

export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  /** Whether the current field was quoted and its closing quote has been read. */
  let closed = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    closed = false;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === QUOTE && source[i + 1] === QUOTE) {
        field += QUOTE;
        i += 1;
      } else if (char === QUOTE) {
        quoted = false;
        closed = true;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === SEPARATOR) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (closed) throw new CsvSyntaxError('TextAfterQuote', line);
    else if (char === QUOTE && field === '') {
      quoted = true;
      quoteLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError('UnterminatedQuote', quoteLine);
  if (field !== '' || closed || fields.length > 0) endRecord();
  return records;
}
