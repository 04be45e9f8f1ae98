// Well-known breached passwords: the bundled list (tens of thousands, most common first) matched
// without regard to case, also when dressed up with digits or «!» appended or look-alike digits
// and symbols; passphrases and random passwords pass.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import COMMON_PASSWORDS from '../../src/identity/data/common-passwords.json' with { type: 'json' };
import { isBreachedPassword } from '../../src/identity/breached-passwords';

describe('breached passwords', () => {
  it('bundles at least the 10,000 most common passwords, most common first, in lower case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(10_000);
    expect(COMMON_PASSWORDS.slice(0, 2)).toEqual(['123456', 'password']);
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
  });

  it('refuses them in any case, dressed up with digits, «!» or look-alikes', () => {
    for (const password of [
      'P@ssw0rd',
      'Passw0rd!',
      'Qwerty123!',
      'PASSWORD',
      'Password1',
      'Dragon2024!!',
      'iloveyou',
      'Sunshine!',
      'Tehran1403!',
      'M0nk3y!',
      'Sh@d0w99',
      'L3tm31n!',
    ])
      expect([password, isBreachedPassword(password)]).toEqual([password, true]);
  });

  it('lets passphrases and random passwords through', () => {
    for (const password of [
      'a long enough pass',
      'Pw-long-enough-1',
      'Zq8274619305!',
      'Kx9#mP2!vL',
      'کوه‌های البرز در برف',
    ])
      expect([password, isBreachedPassword(password)]).toEqual([password, false]);
  });

  it('does not refuse the demo password 1q2w3E* (only 1q2w3e, without the «*», is listed)', () => {
    expect(COMMON_PASSWORDS).toContain('1q2w3e');
    expect(COMMON_PASSWORDS).not.toContain('1q2w3e*');
    expect(isBreachedPassword('1q2w3E*')).toBe(false);
  });
});
