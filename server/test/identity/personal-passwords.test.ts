// Passwords built from the account's names or the product's name are refused (the rule is in
// src/identity/personal-passwords.ts); passphrases that merely hold a name, and names shorter
// than three characters, are not.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isBuiltFromNames } from '../../src/identity/personal-passwords';

const ALI = {
  userName: 'ali.rezaei',
  email: 'a.rezaei90@example.com',
  name: 'Ali',
  surname: 'Rezaei',
};

const verdicts = (passwords: string[], names: Parameters<typeof isBuiltFromNames>[1]) =>
  passwords.map((password) => [password, isBuiltFromNames(password, names)]);

describe('passwords built from names', () => {
  it('refuses the user name, e-mail and name, dressed up or not', () => {
    const passwords = [
      'ali.rezaei',
      'A.Rezaei90@example.com',
      'Rezaei1990!',
      'Rezaei.Ali.1990',
      '@liRez@ei',
      'rezaei90',
      '2024#Rezaei',
      'MyRezaei!1',
    ];
    expect(verdicts(passwords, ALI)).toEqual(passwords.map((p) => [p, true]));
  });

  it('refuses the user name admin with a year or symbols, as ABP’s admin accounts are named', () => {
    const passwords = ['Admin@2024', 'Adm1n!2024', 'admin#admin', 'MyAdmin1!'];
    expect(verdicts(passwords, { userName: 'admin', email: 'it@acme.example' })).toEqual(
      passwords.map((p) => [p, true]),
    );
  });

  it('refuses the product’s name, in English or Persian', () => {
    const passwords = ['Portfolio2024!', 'MyP0rtf0li0#', 'مدیریت۱۴۰۳'];
    expect(verdicts(passwords, { userName: 'someone' })).toEqual(passwords.map((p) => [p, true]));
  });

  it('lets through passphrases that hold a name among other words, and unrelated passwords', () => {
    const passwords = [
      'acme admin passphrase',
      'Tenant-admin-pass-1',
      'Rezaei walks to Tabriz',
      'Zq8274619305!',
      'Kx9#mP2!vL',
    ];
    expect(verdicts(passwords, { ...ALI, userName: 'admin' })).toEqual(
      passwords.map((p) => [p, false]),
    );
  });

  it('refuses names from three letters (Ali, the product’s CRM), not shorter ones', () => {
    expect(isBuiltFromNames('Ali@2024!x', ALI)).toBe(true);
    expect(isBuiltFromNames('Ali@2024!x', { userName: 'ali' })).toBe(true);
    expect(isBuiltFromNames('Crm@2024!', { userName: 'someone' })).toBe(true);
    expect(isBuiltFromNames('Al@2024!xy', { userName: 'al' })).toBe(false);
    expect(isBuiltFromNames('Zq8274619305!', {})).toBe(false);
  });
});
