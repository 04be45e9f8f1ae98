// /api/app/portfolio-contract: the wizard's and the back office's contract calls. Contract calls
// skip the shell's error dialog (spec §8); the pages show what went wrong themselves.
import { http } from '@crm/shared';
import {
  basketSchema,
  contractDetailSchema,
  contractFileInfoSchema,
  contractListSchema,
  contractSchema,
  customerOfContractSchema,
  verificationCodeSentSchema,
  type ContractDto,
  type UpdateContractInput,
} from '@crm/shared/dto';
import * as v from 'valibot';
import { decimalText } from './decimal-text';

const C = '/api/app/portfolio-contract';
const own = { skipHandleError: true } as const;

export const NEW_CONTRACT = {
  stateCode: 'CompleteUserInformation',
  nationalCode: '',
  basketId: null,
  isFromBackOffice: false,
} as const;

/** Creates the customer's contract, or resumes the one in progress. */
export const registerContract = () =>
  http.post(`${C}/save-portfolio-contract`, NEW_CONTRACT, { ...own, schema: contractSchema });

export const createForCustomer = (nationalCode: string) =>
  http.post(
    `${C}/save-portfolio-contract`,
    { stateCode: 'CompleteUserInformation', nationalCode, basketId: null, isFromBackOffice: true },
    { ...own, schema: contractSchema },
  );

/** The caller's own contract their page shows (in progress, else active, else the latest). */
export const ownContract = () =>
  http.get(`${C}/current-user-portfolio-contract`, { ...own, schema: v.nullable(contractSchema) });

export const contractState = () =>
  http.get(`${C}/portfolio-contract-state`, { ...own, responseType: 'text', skipLoader: true });

export const listContracts = (query: {
  nationalCode?: string;
  skipCount: number;
  maxResultCount: number;
}) => http.get(`${C}/portfolio-contracts`, { ...own, params: query, schema: contractListSchema });

export const getContract = (id: string) =>
  http.get(`${C}/${id}/portfolio-contract-by-id`, { ...own, schema: contractDetailSchema });

export const updateContract = (input: UpdateContractInput): Promise<ContractDto> =>
  http.post(`${C}/update-portfolio-contract`, input, { ...own, schema: contractSchema });

export const moveTo = (id: string, stateCode: ContractDto['stateCode']) =>
  updateContract({ id, stateCode });

export const changeDuration = (id: string, contractDuration: number) =>
  http.post(`${C}/update-portfolio-contract-duration/${id}`, undefined, {
    ...own,
    params: { contractDuration },
    schema: contractSchema,
  });

export const deleteContract = (id: string) =>
  http.delete<void>(`${C}/portfolio-contract/${id}`, own);

export const basketOfContract = (id: string) =>
  http.get(`${C}/basket-info-by-portfolio-contract-id/${id}`, {
    ...own,
    schema: v.nullable(basketSchema),
  });

export const customerOfContract = (id: string) =>
  http.get(`${C}/customer-by-portfolio-contract-id/${id}`, {
    ...own,
    schema: customerOfContractSchema,
  });

export const moveContactInfoToCrm = (id: string) =>
  http.post(`${C}/move-contact-info-to-crm/${id}`, undefined, {
    ...own,
    schema: customerOfContractSchema,
  });

export const contractText = (id: string) =>
  http.get(`${C}/${id}/contract-file`, { ...own, responseType: 'text' });

export const commitmentLetter = (portfolioContractId: string) =>
  http.post(`${C}/commitment-letter`, { portfolioContractId }, { ...own, responseType: 'text' });

export const saveCommitment = (portfolioContractId: string, commitmentDesc: string) =>
  http.post(
    `${C}/save-commitment-desc`,
    { portfolioContractId, commitmentDesc },
    { ...own, responseType: 'text' },
  );

export const sendVerificationCode = (portfolioContractId: string) =>
  http.post(
    `${C}/send-verification-code`,
    { portfolioContractId },
    { ...own, schema: verificationCodeSentSchema },
  );

export const signWithCode = (id: string, code: string) =>
  http.post(`${C}/${id}/save-contract-file`, undefined, {
    ...own,
    params: { code },
    schema: contractSchema,
  });

/** The newest file of the contract, base64. */
export const downloadContractFile = (id: string) =>
  http.post(`${C}/download-contract-file/${id}`, undefined, { ...own, responseType: 'text' });

export const uploadContractFile = (input: {
  portfolioContractId: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  contentBase64: string;
  isSigned: boolean;
}) => http.post(`${C}/upload-contract-file`, input, { ...own, schema: contractFileInfoSchema });

/** A number (integer or decimal, e.g. a fee of 1.05 %) in Persian words, as the server writes it. */
export const numberInWords = (value: number) =>
  http.post('/api/app/setting/convert-number-to-text', undefined, {
    ...own,
    params: { number: decimalText(value) },
    responseType: 'text',
    skipLoader: true,
  });
