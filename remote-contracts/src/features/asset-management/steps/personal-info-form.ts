// Step 1: the customer's details. Codes are typed in any digits (Persian, Arabic or Latin) and
// sent in their canonical form; the server checks the same rules again.
import type { ContractDto, UpdateContractInput } from '@crm/shared/dto';
import {
  minAge,
  mobileSchema,
  nationalCodeSchema,
  required,
  shebaSchema,
  textSchema,
  validatorAction,
} from '@crm/shared/validation';
import * as v from 'valibot';

export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  nationalCode: string;
  mobile: string;
  birthDate: string | null;
  address: string;
  sheba: string;
}

/** The customer must be an adult to sign a portfolio management contract. */
export const MIN_CUSTOMER_AGE = 18;

export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'nationalCode',
  'mobile',
  'birthDate',
  'address',
  'sheba',
] as const satisfies readonly (keyof PersonalInfoValues)[];

export function personalInfoSchema(today?: () => string) {
  return v.object({
    firstName: textSchema({ maxLength: 100 }),
    lastName: textSchema({ maxLength: 100 }),
    nationalCode: nationalCodeSchema(),
    mobile: mobileSchema(),
    birthDate: v.pipe(
      v.nullable(v.string()),
      validatorAction<string | null>(required()),
      validatorAction<string | null>(minAge({ age: MIN_CUSTOMER_AGE, today })),
    ),
    address: textSchema({ maxLength: 500 }),
    sheba: shebaSchema(),
  });
}

export type PersonalInfoOutput = v.InferOutput<ReturnType<typeof personalInfoSchema>>;

export function personalInfoValues(contract: ContractDto): PersonalInfoValues {
  return {
    firstName: contract.firstName ?? '',
    lastName: contract.lastName ?? '',
    nationalCode: contract.nationalCode,
    mobile: contract.mobile ?? '',
    birthDate: contract.birthDate,
    address: contract.address ?? '',
    sheba: contract.sheba ?? '',
  };
}

/** The update that saves the details and moves the contract on to the questionnaire. */
export function toPersonalInfoUpdate(id: string, values: PersonalInfoOutput): UpdateContractInput {
  return { id, ...values, stateCode: 'AnswerQuestionnaire' };
}
