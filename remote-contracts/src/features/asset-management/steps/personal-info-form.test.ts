import type { ContractDto } from '@crm/shared/dto';
import * as v from 'valibot';
import {
  personalInfoSchema,
  personalInfoValues,
  toPersonalInfoUpdate,
  type PersonalInfoValues,
} from './personal-info-form';

const TODAY = () => '2025-06-01';
const valid: PersonalInfoValues = {
  firstName: 'نگار',
  lastName: 'امینی',
  nationalCode: '۰۴۹۹۳۷۰۸۹۹',
  mobile: '+98 912 123 4567',
  birthDate: '1990-04-01',
  address: 'تهران، خیابان ولیعصر',
  sheba: 'IR82 ٠٥٤٠ 1026 8002 0817 9090 02',
};

const problems = (values: PersonalInfoValues, lang = 'fa') => {
  const result = v.safeParse(personalInfoSchema(TODAY), values, { lang });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('the personal details form', () => {
  it('accepts Persian and Arabic digits and sends canonical codes', () => {
    const result = v.parse(personalInfoSchema(TODAY), valid);
    expect(result).toMatchObject({
      nationalCode: '0499370899',
      mobile: '09121234567',
      sheba: 'IR820540102680020817909002',
    });
    expect(toPersonalInfoUpdate('id-1', result)).toMatchObject({
      id: 'id-1',
      stateCode: 'AnswerQuestionnaire',
      nationalCode: '0499370899',
    });
  });

  it('refuses an invalid national code, mobile and Sheba with Persian messages', () => {
    const found = problems({
      ...valid,
      nationalCode: '۱۱۱۱۱۱۱۱۱۱',
      mobile: '۰۸۱۲۳۴۵۶۷۸',
      sheba: 'IR820540102680020817909003',
    });
    expect(found).toEqual({
      nationalCode: 'لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.',
      mobile: 'لطفاً شماره موبایل معتبر وارد کنید، مانند ۰۹۱۲۱۲۳۴۵۶۷.',
      sheba: 'لطفاً شماره شبای معتبر وارد کنید: IR و ۲۴ رقم.',
    });
  });

  it('speaks English on an English page', () => {
    expect(problems({ ...valid, nationalCode: '1234567890' }, 'en')).toEqual({
      nationalCode: 'Please enter a valid 10-digit national code.',
    });
  });

  it('requires every field and an adult birth date', () => {
    const empty = problems({
      firstName: '',
      lastName: ' ',
      nationalCode: '',
      mobile: '',
      birthDate: null,
      address: '',
      sheba: '',
    });
    expect(Object.keys(empty).sort()).toEqual([
      'address',
      'birthDate',
      'firstName',
      'lastName',
      'mobile',
      'nationalCode',
      'sheba',
    ]);
    expect(problems({ ...valid, birthDate: '2010-01-01' }).birthDate).toContain('۱۸');
  });

  it('starts from what the contract already holds', () => {
    const values = personalInfoValues({
      firstName: 'نگار',
      lastName: null,
      nationalCode: '',
      mobile: '09121234567',
      birthDate: null,
      address: null,
      sheba: null,
    } as ContractDto);
    expect(values).toEqual({
      firstName: 'نگار',
      lastName: '',
      nationalCode: '',
      mobile: '09121234567',
      birthDate: null,
      address: '',
      sheba: '',
    });
  });
});
