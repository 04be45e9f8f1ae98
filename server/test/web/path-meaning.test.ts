import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isUnder, pathMeaning } from '../../src/web/path-meaning';

describe('path meaning', () => {
  it('reads case, encodings, slashes and dot segments as one path', () => {
    for (const spelling of [
      '/connect/token',
      '/CONNECT/Token/',
      '/connect/%74oken',
      '/connect/%2574oken',
      '/connect%2ftoken',
      '//connect///token//',
      '/connect/./token',
      '/x/y/../../connect/token',
      '\\connect\\token',
      '/connect/token?grant_type=x#y',
    ])
      expect(pathMeaning(spelling)).toBe('/connect/token');
  });

  it('keeps a stray percent sign and cannot climb above the root', () => {
    expect(pathMeaning('/connect/%zz%74oken')).toBe('/connect/%zztoken');
    expect(pathMeaning('/../../connect/token')).toBe('/connect/token');
    expect(pathMeaning('')).toBe('/');
  });

  it('tells a path under a prefix from one that only starts like it', () => {
    expect(isUnder(pathMeaning('/Connect/revocat'), '/connect')).toBe(true);
    expect(isUnder(pathMeaning('/connect'), '/connect')).toBe(true);
    expect(isUnder(pathMeaning('/connected/token'), '/connect')).toBe(false);
  });
});
