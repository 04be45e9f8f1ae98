// Passwords disguised past the breached-password check (issue 36): look-alike letters of other
// scripts, invisible characters, symbols inside, names of three letters. Each meets the
// composition rules and is refused by the whole policy (passwords.ts), as wherever a password
// is set; passwords that are merely unusual are not.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { passwordProblems } from '../../src/identity/passwords';
import { isBreachedPassword } from '../../src/identity/breached-passwords';

const ALI = { userName: 'ali', email: 'ali@example.com' };
const DISGUISED = [
  'P\u0430ssword1!', // Cyrillic а
  'Passw\u039Frd1!', // Greek capital omicron
  'Pass\u200dword1!', // zero-width joiner
  'Pass\u200cword1!', // zero-width non-joiner (the Persian half-space key)
  'Pass\u00adword1!', // soft hyphen
  'Pass\u2060word1!', // word joiner
  '\u0420\u0430ssw\u043erd1!', // Cyrillic Р, а and о
  'Pass@word1',
  'Abc@12345',
  '1q2w3e4r!Q',
  'Crm@2024!',
  'Ali@2024!x',
];

const problemsOf = (password: string) =>
  passwordProblems(password, () => undefined, 'password', ALI).map((problem) => problem.message);

describe('disguised passwords', () => {
  it('meet the composition rules, and are refused as common or personal', () => {
    for (const password of DISGUISED) {
      const problems = problemsOf(password);
      expect([password, problems.filter((code) => !code.startsWith('PasswordIs'))]).toEqual([
        password,
        [],
      ]);
      expect([password, problems.some((code) => code.startsWith('PasswordIs'))]).toEqual([
        password,
        true,
      ]);
    }
  });

  it('reads look-alike letters, invisible characters and inner symbols as the listed password', () => {
    for (const password of DISGUISED.slice(0, 10))
      expect([password, isBreachedPassword(password)]).toEqual([password, true]);
  });

  it('lets through passwords that only use other scripts, half-spaces or symbols', () => {
    for (const password of [
      'کوه‌های البرز در برف',
      'Zq8274619305!',
      'Kx9#mP2!vL',
      'Ωmega-Kx9#mP2!',
      'Blue#Zq8274619305',
      'Pw-long-enough-1',
    ])
      expect([password, problemsOf(password)]).toEqual([password, []]);
  });
});
