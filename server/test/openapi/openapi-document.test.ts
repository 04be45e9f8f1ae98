// The OpenAPI document: valid OpenAPI 3.1, served at ABP's path and the old alias, describing
// every route the app serves (a route added without a description fails here), with the
// policies the routes declare and the shapes of the shared schemas.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OPENAPI_ALIAS, OPENAPI_PATH } from '../../src/openapi/openapi.routes';
import {
  descriptionsWithoutRoutes,
  isUndescribed,
  routesMissingDescriptions,
} from '../../src/openapi/route-descriptions';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        'x-policy': string;
        operationId: string;
        responses: Record<
          string,
          { content?: Record<string, { schema: Record<string, unknown> }> }
        >;
      }
    >
  >;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  before(async () => {
    t = await createTestApp({ demo: false });
    const response = await t.app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  after(() => t.close());

  it('is valid OpenAPI 3.1, at ABP’s path and at the alias', async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect((await t.app.inject({ url: OPENAPI_ALIAS })).json()).toEqual(doc);
  });

  it('describes every route the app serves, or says why not', () => {
    expect(routesMissingDescriptions(t.app.exposedRoutes)).toEqual([]);
    expect(descriptionsWithoutRoutes(t.app.exposedRoutes)).toEqual([]);
  });

  it('fails a route added without a description', () => {
    const added = [...t.app.exposedRoutes, { method: 'GET', url: '/api/app/new-thing' }];
    expect(routesMissingDescriptions(added)).toEqual(['GET /api/app/new-thing']);
    const page = [...t.app.exposedRoutes, { method: 'POST', url: '/account/logout' }];
    expect(routesMissingDescriptions(page)).toEqual(['POST /account/logout']);
  });

  it('holds every governed route with its declared policy, the ABP modules’ ones among them', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) => `${method.toUpperCase()} ${path} ${op['x-policy']}`,
      ),
    );
    const governed = [...t.app.routeTable, ...t.app.selfCheckedRoutes]
      .filter((route) => !isUndescribed(route.method, route.url))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')} ${r.policy}`);
    expect(governed.length).toBeGreaterThanOrEqual(120);
    expect(documented).toEqual(expect.arrayContaining(governed));
    for (const expected of [
      'GET /api/identity/users AbpIdentity.Users',
      'GET /api/multi-tenancy/tenants AbpTenantManagement.Tenants',
      'GET /api/abp/application-configuration @anonymous',
      'PUT /api/feature-management/features FeatureManagement.ManageHostFeatures || AbpTenantManagement.Tenants.ManageFeatures',
      'POST /api/account/register @anonymous',
      'GET /api/setting-management/emailing SettingManagement.Emailing',
    ])
      expect(documented).toContain(expected);
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('signs in by the code flow with PKCE at the product’s provider', () => {
    expect(doc.components.securitySchemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'http://localhost:3000/connect/authorize',
          tokenUrl: 'http://localhost:3000/connect/token',
        },
      },
    });
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
    const users = JSON.stringify(doc.paths['/api/identity/users']!.get!.responses['200']);
    expect(users).toContain('"totalCount"');
    expect(users).toContain('"userName"');
  });

  it('describes the change-password call in the spec’s shape: both passwords in the query', () => {
    const operation = doc.paths['/api/app/user/change-password']!.post! as unknown as {
      parameters: { name?: string; in?: string; required?: boolean }[];
      requestBody?: unknown;
    };
    const query = operation.parameters.filter((parameter) => parameter.in === 'query');
    expect(query.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'currentPassword', required: true },
      { name: 'newPassword', required: true },
    ]);
    expect(operation.requestBody).toBeUndefined();
  });
});
