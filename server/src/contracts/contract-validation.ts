// The personal details of a contract, checked as the wizard's form checks them (Persian or
// Arabic digits accepted): a value given must be valid when it is saved, and the details must
// be complete before the questionnaire.
import { isValidMobile, isValidNationalCode, isValidSheba } from '@crm/shared/persian';
import type { ValidationErrorInfo } from '../errors/app-error';

const CODE_RULES = {
  nationalCode: { valid: isValidNationalCode, key: 'Crm::Crm:InvalidNationalCode' },
  mobile: { valid: isValidMobile, key: 'Crm::Crm:InvalidMobile' },
  sheba: { valid: isValidSheba, key: 'Crm::Crm:InvalidSheba' },
} as const;

export type CodeField = keyof typeof CODE_RULES;

export function invalidCode(member: CodeField): ValidationErrorInfo {
  return { message: `${member} is not valid`, members: [member], key: CODE_RULES[member].key };
}

export function missing(member: string): ValidationErrorInfo {
  return { message: `${member} is required`, members: [member], key: 'ThisFieldIsRequired.' };
}

/** Problems of the codes given (blank ones are left for the step check). */
export function codeProblems(values: Partial<Record<CodeField, string | null>>) {
  return (Object.keys(CODE_RULES) as CodeField[]).flatMap((field) => {
    const value = values[field];
    return value && !CODE_RULES[field].valid(value) ? [invalidCode(field)] : [];
  });
}

/** Problems of the details as stored, for the move to the questionnaire. */
export function personalDetailProblems(c: {
  national_code: string;
  mobile: string | null;
  first_name: string | null;
  last_name: string | null;
  sheba: string | null;
}) {
  const problems: ValidationErrorInfo[] = [];
  const code = (field: CodeField, value: string | null) => {
    if (!value) problems.push(missing(field));
    else if (!CODE_RULES[field].valid(value)) problems.push(invalidCode(field));
  };
  code('nationalCode', c.national_code);
  code('mobile', c.mobile);
  if (!c.first_name) problems.push(missing('firstName'));
  if (!c.last_name) problems.push(missing('lastName'));
  code('sheba', c.sheba);
  return problems;
}
