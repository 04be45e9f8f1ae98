// The memory store's once-only marks (DPoP proof identifiers): a key is refused while marked,
// for whole seconds, and expired marks leave memory a second at a time, not by walking them all.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { OnceMarks } from '../../src/web/once-marks';

const at = (seconds: number) => seconds * 1000;

describe('once-only marks in memory', () => {
  it('refuses a key while it is marked, whatever a second mark asks', () => {
    const marks = new OnceMarks();
    expect(marks.markOnce('a', 5, at(1000.5))).toBe(true);
    expect(marks.markOnce('a', 60, at(1000.6))).toBe(false);
    expect(marks.markOnce('a', 1, at(1005.999))).toBe(false);
    expect(marks.markOnce('b', 5, at(1005.999))).toBe(true);
  });

  it('keeps a mark for at least its lifetime: through the current second and that many more', () => {
    const marks = new OnceMarks();
    expect(marks.markOnce('a', 2, at(1000.999))).toBe(true);
    expect(marks.markOnce('a', 2, at(1002.999))).toBe(false);
    expect(marks.markOnce('a', 2, at(1003))).toBe(true);
    expect(marks.markOnce('b', 2, at(1003))).toBe(true);
    expect(marks.markOnce('b', 2, at(1005))).toBe(false);
  });

  it('keeps a mark with no lifetime through the current second', () => {
    const marks = new OnceMarks();
    expect(marks.markOnce('a', 0, at(1000.1))).toBe(true);
    expect(marks.markOnce('a', 0, at(1000.9))).toBe(false);
    expect(marks.markOnce('a', 0, at(1001))).toBe(true);
  });

  it('drops the marks of past seconds and keeps the live ones', () => {
    const marks = new OnceMarks();
    for (let i = 0; i < 1000; i += 1) marks.markOnce(`short-${i}`, 1, at(1000));
    for (let i = 0; i < 10; i += 1) marks.markOnce(`long-${i}`, 100, at(1000));
    expect(marks.size).toBe(1010);
    marks.markOnce('later', 1, at(1001.5));
    expect(marks.size).toBe(1011);
    marks.markOnce('latest', 1, at(1002));
    expect(marks.size).toBe(12);
    expect(marks.markOnce('long-3', 1, at(1050))).toBe(false);
    expect(marks.markOnce('short-3', 1, at(1050))).toBe(true);
  });

  it('forgets everything when cleared', () => {
    const marks = new OnceMarks();
    marks.markOnce('a', 60, at(1000));
    marks.clear();
    expect(marks.size).toBe(0);
    expect(marks.markOnce('a', 60, at(1000))).toBe(true);
  });
});
