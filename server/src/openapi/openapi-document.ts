// The OpenAPI 3.1 document of every described route (route-descriptions.ts), generated from
// the routes the app really serves, their policies and the descriptions' valibot schemas.
import type * as v from 'valibot';
import { ANONYMOUS, AUTHENTICATED, SELF_CHECKED } from '../auth/route-policy';
import { jsonSchemaOf, type Json } from './json-schema';
import type { Operation } from './operations';
import { ROUTE_DESCRIPTIONS } from './route-descriptions';

export interface DescribedRoute {
  method: string;
  url: string;
  policy: string;
  operation: Operation;
}

/**
 * Converts the descriptions' schemas for one document. Recursive shapes (the navigation tree)
 * come with their own `$defs`; in the document they move to `components.schemas`, since a
 * `$ref` there resolves against the document's root.
 */
class SchemaConverter {
  readonly definitions: Record<string, Json> = {};

  of(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
    const { $defs, ...json } = jsonSchemaOf(schema, typeMode) as Json & {
      $defs?: Record<string, Json>;
    };
    if (!$defs) return json;
    const prefix = `Recursive${Object.keys(this.definitions).length}_`;
    const moved = (value: Json) =>
      JSON.parse(
        JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}`),
      ) as Json;
    for (const [name, definition] of Object.entries($defs))
      this.definitions[`${prefix}${name}`] = moved(definition);
    return moved(json);
  }
}

export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const isOptional = (schema: v.GenericSchema) =>
  ['optional', 'nullish', 'undefinedable'].includes(schema.type);

function parameters(route: DescribedRoute, schemas: SchemaConverter) {
  const { operation } = route;
  const path = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: operation.params?.entries[name!]
      ? schemas.of(operation.params.entries[name!] as v.GenericSchema, 'input')
      : { type: 'string' },
  }));
  const query = Object.entries(operation.query?.entries ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional(schema as v.GenericSchema),
    schema: schemas.of(schema as v.GenericSchema, 'input'),
  }));
  return [...path, ...query, { $ref: '#/components/parameters/tenant' }];
}

const ERROR = {
  description: 'Error in ABP’s format',
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/RemoteServiceErrorResponse' } },
  },
};

function success(operation: Operation, schemas: SchemaConverter): Json {
  switch (operation.response) {
    case 'none':
      return { '204': { description: 'Done' } };
    case 'pdf':
      return {
        '200': {
          description: 'PDF',
          content: {
            'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
          },
        },
      };
    case 'text':
      return {
        '200': { description: 'Text', content: { 'text/plain': { schema: { type: 'string' } } } },
      };
    default:
      return {
        '200': {
          description: 'OK',
          content: {
            'application/json': { schema: schemas.of(operation.response, 'output') },
          },
        },
      };
  }
}

function security(policy: string): Json[] {
  if (policy === ANONYMOUS) return [];
  if (policy === SELF_CHECKED) return [{}, { deployKey: [] }];
  return [{ oauth2: [] }, { bearer: [] }];
}

function describePolicy(policy: string): Json {
  if (policy === ANONYMOUS || policy === AUTHENTICATED) return {};
  if (policy === SELF_CHECKED)
    return { description: 'The release commands’ calls: the deploy key as a bearer token.' };
  return { description: `Requires the permission ${policy}.` };
}

/** ABP's `operationId`-like name: `IdentityUser_GetList`, unique per document. */
export function actionName(route: Pick<DescribedRoute, 'method' | 'url' | 'operation'>): string {
  if (route.operation.action) return route.operation.action;
  const words = route.url
    .split('/')
    .slice(3)
    .filter((part) => !part.startsWith(':'))
    .join('-');
  const pascal = words.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) =>
    c.toUpperCase(),
  );
  const verb = { GET: 'Get', POST: 'Post', PUT: 'Put', DELETE: 'Delete' }[route.method] ?? '';
  return pascal.startsWith(verb) ? pascal : `${verb}${pascal}`;
}

function operationObject(route: DescribedRoute, schemas: SchemaConverter): Json {
  const { operation } = route;
  const body = operation.body
    ? {
        requestBody: {
          required: true,
          content: {
            [operation.bodyType ?? 'application/json']: {
              schema: schemas.of(operation.body, 'input'),
            },
          },
        },
      }
    : {};
  return {
    operationId: `${operation.tag}_${actionName(route)}`,
    summary: operation.summary,
    tags: [operation.tag],
    'x-policy': route.policy,
    security: security(route.policy),
    ...describePolicy(route.policy),
    parameters: parameters(route, schemas),
    ...body,
    responses: {
      ...success(operation, schemas),
      '400': ERROR,
      '401': ERROR,
      '403': ERROR,
      '404': ERROR,
      '409': ERROR,
      '422': ERROR,
    },
  };
}

/** The routes among `exposed` that have a description, with their policies. */
export function describedRoutes(
  exposed: readonly { method: string; url: string }[],
  policies: readonly { method: string; url: string; policy: string }[],
): DescribedRoute[] {
  const policyOf = new Map(policies.map((entry) => [`${entry.method} ${entry.url}`, entry.policy]));
  return exposed.flatMap(({ method, url }) => {
    const operation = ROUTE_DESCRIPTIONS[`${method} ${url}`];
    if (!operation) return [];
    return [{ method, url, operation, policy: policyOf.get(`${method} ${url}`) ?? ANONYMOUS }];
  });
}

export interface OidcEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
}

export function openApiDocument(routes: readonly DescribedRoute[], oidc: OidcEndpoints): Json {
  const paths: Record<string, Json> = {};
  const schemas = new SchemaConverter();
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio CRM API',
      version: 'v1',
      description:
        'ABP’s module APIs (identity, tenants, permissions, features, settings, account, application configuration), the portfolio business API and the platform’s release registry. Money in integer rials, days as ISO yyyy-MM-dd. Errors in ABP’s format, texts in the request’s culture (fa or en).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'Sign in through the product’s OpenID Connect provider (code flow, PKCE).',
          flows: {
            authorizationCode: {
              authorizationUrl: oidc.authorizationUrl,
              tokenUrl: oidc.tokenUrl,
              scopes: Object.fromEntries(oidc.scopes.map((scope) => [scope, scope])),
            },
          },
        },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        deployKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'The deploy key of the release commands (`CRM_DEPLOY_KEY`).',
        },
      },
      parameters: {
        tenant: {
          name: '__tenant',
          in: 'header',
          required: false,
          description:
            'The tenant (name or id) of an anonymous call; a signed-in caller’s token names it.',
          schema: { type: 'string' },
        },
      },
      schemas: {
        ...schemas.definitions,
        RemoteServiceErrorResponse: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: ['string', 'null'] },
                message: { type: 'string' },
                details: { type: ['string', 'null'] },
                validationErrors: {
                  type: ['array', 'null'],
                  items: {
                    type: 'object',
                    properties: {
                      message: { type: 'string' },
                      members: { type: 'array', items: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
