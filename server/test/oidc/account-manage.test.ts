import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe("the provider's manage-account page (/Account/Manage)", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it("forwards to the product's account page, keeping the return address", async () => {
    const response = await t.app.inject('/Account/Manage?returnUrl=%2FportfolioStatus');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account/manage?returnUrl=%2FportfolioStatus');
    const bare = await t.app.inject('/Account/Manage');
    expect(bare.headers.location).toBe('/account/manage');
  });
});
