// What the back office does with contracts: creating one for a customer, listing by national
// code, uploading a signed file, rejecting, expiring, moving the contact details to the CRM.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import {
  contractFileInfoSchema,
  contractListSchema,
  contractSchema,
  customerOfContractSchema,
} from '@crm/shared/dto';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { wizardUpTo } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { demoNationalCode } from '../../src/demo/loaders/demo-people';

const B = '/api/app/portfolio-contract';
type Call = ReturnType<typeof caller>;
const PDF = Buffer.from('%PDF-1.4\n% signed contract\n').toString('base64');

describe('contracts in the back office', () => {
  let t: TestApp;
  let backoffice: Call;
  let customer4: Call;
  let expired: Call;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    customer4 = caller(t, await demoAccount(t, 'customer4'));
    expired = caller(t, await demoAccount(t, 'expired'));
  });
  after(() => t.close());

  it('creates a contract for a customer found by national code, flagged as from the back office', async () => {
    const missing = await backoffice('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
      nationalCode: '0499370899',
      isFromBackOffice: true,
    });
    expect(missing.status).toBe(404);
    const notFlagged = await backoffice('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
      nationalCode: demoNationalCode(4),
    });
    expect(notFlagged.status).toBe(403);
    const created = v.parse(
      contractSchema,
      (
        await backoffice('POST', `${B}/save-portfolio-contract`, {
          stateCode: 'CompleteUserInformation',
          nationalCode: demoNationalCode(4),
          isFromBackOffice: true,
        })
      ).json(),
    );
    expect(created).toMatchObject({ isFromBackOffice: true, nationalCode: demoNationalCode(4) });
    const own = v.parse(
      contractListSchema,
      (await customer4('GET', `${B}/portfolio-contracts?maxResultCount=50`)).json(),
    );
    expect(own.items.map((c) => c.id)).toContain(created.id);
    expect(own.items.every((c) => c.customerId === created.customerId)).toBe(true);
    const byCode = v.parse(
      contractListSchema,
      (
        await backoffice('GET', `${B}/portfolio-contracts?nationalCode=${demoNationalCode(4)}`)
      ).json(),
    );
    expect(byCode.items.map((c) => c.id)).toContain(created.id);
    const customer = v.parse(
      customerOfContractSchema,
      (await backoffice('GET', `${B}/customer-by-portfolio-contract-id/${created.id}`)).json(),
    );
    expect(customer.userName).toBe('customer4');
    expect((await customer4('DELETE', `${B}/portfolio-contract/${created.id}`)).status).toBe(204);
    expect((await customer4('GET', `${B}/${created.id}/portfolio-contract-by-id`)).status).toBe(
      404,
    );
  });

  it('moves SignContract on with an uploaded signed file, then rejects', async () => {
    const id = await wizardUpTo(expired, 'SignContract', { nationalCode: demoNationalCode(14) });
    const asCustomer = await expired('POST', `${B}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: 'signed.pdf',
      contentType: 'application/pdf',
      contentBase64: PDF,
      isSigned: true,
    });
    expect(asCustomer.status).toBe(403);
    const fake = await backoffice('POST', `${B}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      contentBase64: Buffer.from('MZ not a pdf').toString('base64'),
      isSigned: true,
    });
    expect(fake.status).toBe(400);
    const info = v.parse(
      contractFileInfoSchema,
      (
        await backoffice('POST', `${B}/upload-contract-file`, {
          portfolioContractId: id,
          fileName: 'signed.pdf',
          contentType: 'application/pdf',
          contentBase64: PDF,
          isSigned: true,
        })
      ).json(),
    );
    expect(info.size).toBe(Buffer.from(PDF, 'base64').length);
    expect((await expired('POST', `${B}/download-contract-file/${id}`)).body).toBe(PDF);
    const pending = v.parse(
      contractSchema,
      (await expired('GET', `${B}/${id}/portfolio-contract-by-id`)).json(),
    );
    expect(pending.stateCode).toBe('PendingApproval');
    const rejected = v.parse(
      contractSchema,
      (
        await backoffice('POST', `${B}/update-portfolio-contract`, {
          id,
          stateCode: 'Rejected',
          rejectionReason: 'مدارک ناقص',
        })
      ).json(),
    );
    expect(rejected).toMatchObject({ stateCode: 'Rejected', rejectionReason: 'مدارک ناقص' });
    expect(
      (await backoffice('POST', `${B}/update-portfolio-contract`, { id, stateCode: 'Active' }))
        .status,
    ).toBe(409);
  });

  it('accepts a customer attachment while the wizard is open, not a huge or mistyped one', async () => {
    const id = await wizardUpTo(expired, 'CompleteUserInformation', {
      nationalCode: demoNationalCode(14),
    });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(10)]).toString(
      'base64',
    );
    const ok = await expired('POST', `${B}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: 'id-card.png',
      contentType: 'image/png',
      contentBase64: png,
    });
    expect(ok.status).toBe(200);
    const mistyped = await expired('POST', `${B}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: 'id.jpg',
      contentType: 'image/jpeg',
      contentBase64: png,
    });
    expect(mistyped.status).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    const tooBig = await expired('POST', `${B}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      contentBase64: huge,
    });
    expect(tooBig.status).toBe(400);
    expect((await expired('DELETE', `${B}/portfolio-contract/${id}`)).status).toBe(204);
  });

  it('expires an active contract and takes the basket away; moves contact details to the CRM', async () => {
    const contracts = v.parse(
      contractListSchema,
      (await customer4('GET', `${B}/portfolio-contracts?maxResultCount=50`)).json(),
    );
    const active = contracts.items.find((c) => c.stateCode === 'Active')!;
    const before = (await customer4('GET', '/api/app/basket/approved-baskets-list')).json() as {
      totalCount: number;
    };
    expect(
      (
        await customer4('POST', `${B}/update-portfolio-contract`, {
          id: active.id,
          stateCode: 'Expired',
        })
      ).status,
    ).toBe(409);
    const done = v.parse(
      contractSchema,
      (
        await backoffice('POST', `${B}/update-portfolio-contract`, {
          id: active.id,
          stateCode: 'Expired',
        })
      ).json(),
    );
    expect(done.stateCode).toBe('Expired');
    const after = (await customer4('GET', '/api/app/basket/approved-baskets-list')).json() as {
      totalCount: number;
    };
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect((await customer4('POST', `${B}/move-contact-info-to-crm/${active.id}`)).status).toBe(
      403,
    );
    const moved = v.parse(
      customerOfContractSchema,
      (await backoffice('POST', `${B}/move-contact-info-to-crm/${active.id}`)).json(),
    );
    expect(moved).toMatchObject({
      nationalCode: active.nationalCode,
      phoneNumber: active.mobile,
      name: active.firstName,
    });
  });
});
