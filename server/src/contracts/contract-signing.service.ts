// The last steps before signing: the customer reads the contract and the commitment letter,
// accepts the commitment (ReviewContract → SignContract), then signs with the one-time code sent
// by SMS (SignContract → PendingApproval).
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, ConflictError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import type { SmsSender } from '../messaging/sms-sender';
import { actorOf, contractFor } from './contract-access';
import { commitmentLetterText, contractText } from './contract-documents';
import { signWithCode } from './contract-files.service';
import { moveContract } from './contract-lifecycle';
import { updateContract, type ContractRow } from './contracts.repository';
import { checkCode, sendCode, type CodeCheck } from './verification.service';

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'Crm:VerificationCodeInvalid',
  expired: 'Crm:VerificationCodeExpired',
  exhausted: 'Crm:VerificationCodeAttemptsExceeded',
};

export type SignOutcome =
  { check: 'ok'; contract: ContractRow } | { check: Exclude<CodeCheck, 'ok'> };

/** The text of a contract the user may see. */
export async function contractTextFor(scope: TenantDb, user: CurrentUser, id: string) {
  return contractText(scope, await contractFor(scope, user, id));
}

/** The commitment letter of a contract the user may see. */
export async function commitmentLetterFor(scope: TenantDb, user: CurrentUser, id: string) {
  return commitmentLetterText(await contractFor(scope, user, id));
}

/** Sends the one-time signing code of a contract the user may see to its mobile. */
export async function sendSigningCode(
  scope: TenantDb,
  sms: SmsSender,
  user: CurrentUser,
  id: string,
) {
  return sendCode(scope, sms, await contractFor(scope, user, id), user.user.id);
}

/** Records the accepted commitment and moves the contract on to signing; returns its state. */
export async function acceptCommitment(
  scope: TenantDb,
  user: CurrentUser,
  contractId: string,
  commitmentDesc: string | null | undefined,
) {
  const contract = await contractFor(scope, user, contractId);
  if (contract.state !== 'ReviewContract') throw new ConflictError('Crm:ContractNotEditable');
  const accepted = {
    commitment_desc: commitmentDesc ?? null,
    commitment_accepted_at: new Date(),
  };
  await updateContract(scope, contract.id, accepted);
  const moved = await moveContract(scope, { ...contract, ...accepted }, 'SignContract', {
    actor: actorOf(user),
    actorId: user.user.id,
  });
  return moved.state;
}

/**
 * Checks the code and, when it matches, signs the contract. A wrong code is an outcome, not an
 * error: the caller refuses it (`signedContract`) after the transaction commits, so that the
 * try is counted.
 */
export async function signWithVerificationCode(
  scope: TenantDb,
  user: CurrentUser,
  id: string,
  code: string,
): Promise<SignOutcome> {
  const contract = await contractFor(scope, user, id);
  if (contract.state !== 'SignContract') throw new ConflictError('Crm:ContractNotReadyToSign');
  const check = await checkCode(scope, id, code);
  return check === 'ok'
    ? { check, contract: await signWithCode(scope, user, contract) }
    : { check };
}

/** The signed contract, or the refusal of the code that did not match. */
export function signedContract(outcome: SignOutcome): ContractRow {
  if (outcome.check !== 'ok') throw new BadRequestError(CODE_ERRORS[outcome.check]);
  return outcome.contract;
}
