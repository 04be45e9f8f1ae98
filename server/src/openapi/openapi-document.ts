// The OpenAPI 3.1 document of the business calls, built from the route table (paths, methods,
// policies) and the operations' valibot schemas (converted to JSON Schema 2020-12).
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ANONYMOUS, AUTHENTICATED, type RouteTableEntry } from '../auth/route-policy';
import { BUSINESS_PREFIXES, OPERATIONS, type Operation } from './operations';

type Json = Record<string, unknown>;

function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as Json;
  return json;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parameters(url: string, operation: Operation) {
  const path = [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = Object.entries(operation.query?.entries ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !['optional', 'nullish'].includes((schema as v.GenericSchema).type),
    schema: schemaOf(schema as v.GenericSchema, 'input'),
  }));
  return [...path, ...query];
}

function responses(operation: Operation): Json {
  const errors = {
    description: 'Error in ABP’s format',
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/RemoteServiceErrorResponse' } },
    },
  };
  const ok =
    operation.response === 'none'
      ? { '204': { description: 'Done' } }
      : operation.response === 'pdf'
        ? {
            '200': {
              description: 'PDF',
              content: {
                'application/pdf': {
                  schema: { type: 'string', contentMediaType: 'application/pdf' },
                },
              },
            },
          }
        : operation.response === 'text'
          ? {
              '200': {
                description: 'Text',
                content: { 'text/plain': { schema: { type: 'string' } } },
              },
            }
          : {
              '200': {
                description: 'OK',
                content: { 'application/json': { schema: schemaOf(operation.response, 'output') } },
              },
            };
  return {
    ...ok,
    '400': errors,
    '401': errors,
    '403': errors,
    '404': errors,
    '409': errors,
    '422': errors,
  };
}

function operationObject(route: RouteTableEntry, operation: Operation): Json {
  const body = operation.body
    ? {
        requestBody: {
          required: true,
          content: {
            [route.url.startsWith('/api/app/import') ? 'text/csv' : 'application/json']: {
              schema: schemaOf(operation.body, 'input'),
            },
          },
        },
      }
    : {};
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: operation.summary,
    tags: [operation.tag],
    'x-policy': route.policy,
    security: route.policy === ANONYMOUS ? [] : [{ bearer: [] }],
    ...(route.policy !== ANONYMOUS && route.policy !== AUTHENTICATED
      ? { description: `Requires the permission ${route.policy}.` }
      : {}),
    parameters: parameters(route.url, operation),
    ...body,
    responses: responses(operation),
  };
}

export function isBusinessRoute(url: string): boolean {
  return BUSINESS_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function openApiDocument(routes: readonly RouteTableEntry[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const operation = OPERATIONS[`${route.method} ${route.url}`];
    if (!operation) continue;
    const path = openApiPath(route.url);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: operationObject(route, operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio CRM — business API',
      version: '1.0.0',
      description:
        'Baskets, portfolio contracts, questionnaire, utilities and import. Money in integer rials, days as ISO yyyy-MM-dd.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
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
