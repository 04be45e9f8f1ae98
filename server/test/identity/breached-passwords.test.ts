// Well-known breached passwords: the bundled list (over 100,000, sorted, lower case) matched
// without regard to case, also when dressed up for composition rules — digits and symbols at
// either end, look-alike digits and symbols; passphrases and random passwords pass.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import COMMON_PASSWORDS from '../../src/identity/data/common-passwords.json' with { type: 'json' };
import { rngFor } from '../../src/demo/dataset/prng';
import { isBreachedPassword, isListed } from '../../src/identity/breached-passwords';

const ENTRIES = COMMON_PASSWORDS.split('\n');

describe('breached passwords', () => {
  it('bundles over 100,000 common passwords, sorted, unique, in lower case', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(100_000);
    expect(ENTRIES.every((p) => p === p.toLowerCase() && p.length > 0)).toBe(true);
    expect(new Set(ENTRIES).size).toBe(ENTRIES.length);
    expect(ENTRIES.every((p, i) => i === 0 || ENTRIES[i - 1]! < p)).toBe(true);
  });

  it('finds every entry of the list, first and last included, and nothing between them', () => {
    for (const entry of [ENTRIES[0]!, ENTRIES.at(-1)!, ...ENTRIES.filter((_, i) => i % 997 === 0)])
      expect([entry, isListed(entry)]).toEqual([entry, true]);
    for (const absent of ['', 'password\n123456', 'qwerty1234567890x', ' password', '\u0000'])
      expect([absent, isListed(absent)]).toEqual([absent, false]);
  });

  it('refuses the dressed-up passwords that passed composition rules', () => {
    for (const password of [
      'Admin@123',
      'Password1#',
      'Welcome1@',
      'Aa123456@',
      'Qwerty123$',
      '!Password1',
      '#Welcome2024!',
      '@dmin123',
      'Pass@123',
    ])
      expect([password, isBreachedPassword(password)]).toEqual([password, true]);
  });

  it('refuses them in any case, with digits appended, or with look-alikes', () => {
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
      '1etmein!',
      'ＰＡＳＳＷＯＲＤ',
      'Password۱۲۳',
    ])
      expect([password, isBreachedPassword(password)]).toEqual([password, true]);
  });

  it('refuses ABP’s default password 1q2w3E* as a new password (1q2w3e is listed)', () => {
    expect(isListed('1q2w3e')).toBe(true);
    expect(isBreachedPassword('1q2w3E*')).toBe(true);
  });

  it('lets passphrases and random passwords through', () => {
    for (const password of [
      'a long enough pass',
      'Pw-long-enough-1',
      'Zq8274619305!',
      'Kx9#mP2!vL',
      'کوه‌های البرز در برف',
      '4829#1730!',
    ])
      expect([password, isBreachedPassword(password)]).toEqual([password, false]);
  });

  it('refuses none of 5,000 random passwords of 12 characters by chance (short cores are not looked up)', () => {
    const rng = rngFor('breached-passwords-test');
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*-_=+';
    const refused: string[] = [];
    for (let n = 0; n < 5000; n += 1) {
      const password = Array.from({ length: 12 }, () => rng.pick([...alphabet])).join('');
      if (isBreachedPassword(password)) refused.push(password);
    }
    expect(refused).toEqual([]);
  });
});
