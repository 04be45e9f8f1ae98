// One-time codes that sign a contract: six digits sent by SMS to the contract's mobile, valid
// for five minutes, five tries, one code a minute and five an hour per contract (counted in
// the database, so every replica agrees). Only a hash of the code is stored.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { AppError, ConflictError } from '../errors/app-error';
import type { SmsSender } from '../messaging/sms-sender';
import type { ContractRow } from './contracts.repository';
import {
  codesSince,
  insertCode,
  latestCode,
  markAttempt,
  markConsumed,
} from './verification.repository';

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
const MIN_INTERVAL_MS = 60_000;
const MAX_PER_HOUR = 5;

const hashOf = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
}

export async function sendCode(
  scope: TenantDb,
  sms: SmsSender,
  contract: ContractRow,
  userId: string,
  now = new Date(),
) {
  if (contract.state !== 'SignContract') throw new ConflictError('Crm:ContractNotReadyToSign');
  if (!contract.mobile) throw new ConflictError('Crm:ContractHasNoMobile');
  const recent = await codesSince(scope, contract.id, new Date(now.getTime() - 3_600_000));
  const last = recent[0];
  if (
    recent.length >= MAX_PER_HOUR ||
    (last && now.getTime() - last.creation_time.getTime() < MIN_INTERVAL_MS)
  )
    throw new AppError(429, 'Crm:VerificationCodeTooSoon', { headers: { 'Retry-After': '60' } });
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  await insertCode(scope, {
    id,
    contract_id: contract.id,
    user_id: userId,
    mobile: contract.mobile,
    code_hash: hashOf(id, code),
    expires_at: expiresAt,
    creation_time: now,
  });
  await sms.send(scope, {
    mobile: contract.mobile,
    purpose: 'ContractSignature',
    body: `کد تأیید امضای قرارداد سبدگردانی: ${code}\nاین کد پنج دقیقه اعتبار دارد. آن را به کسی ندهید.`,
    secrets: [code],
  });
  return {
    portfolioContractId: contract.id,
    mobile: maskMobile(contract.mobile),
    expiresAt: expiresAt.toISOString(),
    codeLength: CODE_LENGTH,
  };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

/** Checks a code against the contract's latest one; every try counts, a match consumes it. */
export async function checkCode(
  scope: TenantDb,
  contractId: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const latest = await latestCode(scope, contractId);
  if (!latest || latest.consumed_at || latest.expires_at <= now) return 'expired';
  if (latest.attempts >= MAX_ATTEMPTS) return 'exhausted';
  await markAttempt(scope, latest.id);
  const expected = Buffer.from(latest.code_hash, 'hex');
  const given = Buffer.from(hashOf(latest.id, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given))
    return latest.attempts + 1 >= MAX_ATTEMPTS ? 'exhausted' : 'invalid';
  await markConsumed(scope, latest.id, now);
  return 'ok';
}
