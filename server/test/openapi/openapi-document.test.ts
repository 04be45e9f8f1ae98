// GET /api/openapi.json: a valid OpenAPI 3.1 document covering every business route, whose
// response schemas are those the answers are checked against.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Validator } from '@seriousme/openapi-schema-validator';
import { isBusinessRoute } from '../../src/openapi/openapi-document';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        'x-policy': string;
        responses: Record<
          string,
          { content?: Record<string, { schema: Record<string, unknown> }> }
        >;
      }
    >
  >;
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  before(async () => {
    t = await createTestApp({ demo: false });
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  after(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every business route of the route table with its policy, and nothing else', () => {
    const business = t.app.routeTable.filter((route) => isBusinessRoute(route.url));
    expect(business.length).toBeGreaterThanOrEqual(35);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) => `${method.toUpperCase()} ${path} ${op['x-policy']}`,
      ),
    );
    const expected = business.map(
      (r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')} ${r.policy}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('describes answers with the shared schemas (a contract has its state and money as integers)', () => {
    const contract = doc.paths['/api/app/portfolio-contract/save-portfolio-contract']!.post!
      .responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, { enum?: string[] }>;
      required: string[];
    };
    expect(contract.properties.stateCode!.enum).toContain('PendingApproval');
    expect(contract.required).toContain('isFromBackOffice');
    const info = JSON.stringify(
      doc.paths['/api/app/basket/current-user-basket-info']!.get!.responses['200'],
    );
    expect(info).toContain('"nav"');
    expect(info).toContain('"type":"integer"');
  });
});
