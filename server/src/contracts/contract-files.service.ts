// Contract files: what a customer attaches while filling in their contract, the signed contract
// the back office uploads (which moves SignContract to PendingApproval), and the electronically
// signed text stored when the customer confirms with their one-time code. PDF, PNG or JPEG of
// at most 5 MB, checked by their first bytes as well as the declared type.
import { createHash, randomUUID } from 'node:crypto';
import type { ContractFileInfoDto } from '@crm/shared/dto';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { actorOf, contractFor } from './contract-access';
import { contractText } from './contract-documents';
import { moveContract } from './contract-lifecycle';
import { WIZARD_STATES } from './contract-states';
import { insertContractFile, latestContractFile, type ContractRow } from './contracts.repository';
import { maskMobile } from './verification.service';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

function fileProblem(message: string): ValidationError {
  return new ValidationError([
    { message, members: ['contentBase64'], key: 'Crm::Crm:InvalidContractFile' },
  ]);
}

export interface UploadInput {
  portfolioContractId: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  contentBase64: string;
  isSigned: boolean;
}

async function store(
  scope: TenantDb,
  contract: ContractRow,
  file: { kind: 'signed' | 'upload'; name: string; type: string; content: Buffer; by: string },
) {
  const info: ContractFileInfoDto = {
    id: randomUUID(),
    fileName: file.name,
    contentType: file.type,
    size: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'),
  };
  await insertContractFile(scope, {
    id: info.id,
    contract_id: contract.id,
    kind: file.kind,
    file_name: info.fileName,
    content_type: info.contentType,
    size: info.size,
    sha256: info.sha256,
    content: file.content,
    uploaded_by: file.by,
  });
  return info;
}

export async function uploadContractFile(scope: TenantDb, user: CurrentUser, input: UploadInput) {
  const contract = await contractFor(scope, user, input.portfolioContractId);
  const actor = actorOf(user);
  const content = Buffer.from(input.contentBase64, 'base64');
  if (content.length === 0 || content.length > MAX_FILE_BYTES) throw fileProblem('size');
  if (!SIGNATURES[input.contentType]!.every((byte, i) => content[i] === byte))
    throw fileProblem('type');
  if (input.isSigned && actor !== 'backOffice') throw new ForbiddenError('Crm:FieldNotAllowed');
  if (!input.isSigned && !WIZARD_STATES.includes(contract.state))
    throw new ConflictError('Crm:ContractNotEditable');
  const kind = input.isSigned ? 'signed' : 'upload';
  const info = await store(scope, contract, {
    kind,
    name: input.fileName,
    type: input.contentType,
    content,
    by: user.user.id,
  });
  if (input.isSigned)
    await moveContract(scope, contract, 'PendingApproval', {
      actor,
      actorId: user.user.id,
      via: 'signature',
      note: 'signed file uploaded',
    });
  return info;
}

/** Stores the contract text signed with the code and moves the contract to PendingApproval. */
export async function signWithCode(scope: TenantDb, user: CurrentUser, contract: ContractRow) {
  const signature = `\n\nامضای الکترونیکی: تأیید با کد یک‌بارمصرف ارسال‌شده به ${maskMobile(contract.mobile ?? '')} در ${new Date().toISOString()}`;
  const content = Buffer.from(`${await contractText(scope, contract)}${signature}`, 'utf8');
  await store(scope, contract, {
    kind: 'signed',
    name: `contract-${contract.id}.txt`,
    type: 'text/plain; charset=utf-8',
    content,
    by: user.user.id,
  });
  return moveContract(scope, contract, 'PendingApproval', {
    actor: actorOf(user),
    actorId: user.user.id,
    via: 'signature',
    note: 'signed with one-time code',
  });
}

/** The newest file of the contract (the signed one first), base64. */
export async function downloadContractFile(scope: TenantDb, user: CurrentUser, id: string) {
  await contractFor(scope, user, id);
  const file = await latestContractFile(scope, id);
  if (!file) throw new NotFoundError('Crm:ContractFileNotFound');
  return {
    fileName: file.file_name,
    contentType: file.content_type,
    base64: Buffer.from(file.content).toString('base64'),
  };
}
