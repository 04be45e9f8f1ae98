// The CSV reader: RFC 4180 quoting, line numbers of records (also after a quoted line break),
// and a broken file refused with the line where the broken field begins, never read on.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { CsvSyntaxError, parseCsv } from '../../src/imports/csv';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);
const problemOf = (text: string) => {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return [error.problem, error.line];
    throw error;
  }
  return undefined;
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, numbering lines', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n"",last\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['', 'last'] },
    ]);
  });

  it('keeps a quote inside an unquoted field, and an empty quoted field at the end', () => {
    expect(fieldsOf('ab"c,d\ne,""')).toEqual([
      ['ab"c', 'd'],
      ['e', ''],
    ]);
  });

  it('refuses a quote never closed, naming the line it opened on', () => {
    expect(problemOf('a,b\n1,"2\n3,4\n5,6\n')).toEqual(['UnterminatedQuote', 2]);
    expect(problemOf('a,b\n"multi\nline",1\n2,"open')).toEqual(['UnterminatedQuote', 4]);
    expect(problemOf('"')).toEqual(['UnterminatedQuote', 1]);
    expect(problemOf('a,"b""\n')).toEqual(['UnterminatedQuote', 1]);
  });

  it('refuses text after a closing quote, naming its line', () => {
    expect(problemOf('a,b\n"x"y,1\n')).toEqual(['TextAfterQuote', 2]);
    expect(problemOf('a\n"two\nlines" ,1\n')).toEqual(['TextAfterQuote', 3]);
  });
});
