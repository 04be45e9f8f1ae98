// ABP's ApplicationApiDescriptionModel (what `GET /api/abp/api-definition` answers and ABP's
// proxy generators read), generated from the same route descriptions as the OpenAPI document:
// modules → controllers (one per tag) → actions with their parameters and binding sources,
// and, with `includeTypes`, every object shape they use.
import type * as v from 'valibot';
import { ANONYMOUS } from '../../auth/route-policy';
import { actionName, type DescribedRoute } from '../openapi-document';
import { moduleOf, type AbpModule } from './abp-modules';
import { TypeModels, type TypeModel, type TypeRef } from './type-model';

interface MethodParameter extends TypeRef {
  name: string;
  typeAsString: string;
  isOptional: boolean;
  defaultValue: null;
}

interface ActionParameter extends TypeRef {
  nameOnMethod: string;
  name: string;
  jsonName: string | null;
  isOptional: boolean;
  defaultValue: null;
  constraintTypes: string[] | null;
  bindingSourceId: 'Path' | 'ModelBinding' | 'Body';
  descriptorName: string;
}

const VOID: TypeRef = { type: 'System.Void', typeSimple: 'System.Void' };
const TEXT: TypeRef = { type: 'System.String', typeSimple: 'string' };
const STREAM: TypeRef = {
  type: 'Volo.Abp.Content.IRemoteStreamContent',
  typeSimple: 'Volo.Abp.Content.IRemoteStreamContent',
};

function returnValue(route: DescribedRoute, types: TypeModels, hint: string): TypeRef {
  const { response } = route.operation;
  if (response === 'none') return VOID;
  if (response === 'text') return TEXT;
  if (response === 'pdf') return STREAM;
  return types.refOf(response, hint);
}

/** The method's parameters (path, then body, then query members; required before optional). */
function parametersOf(route: DescribedRoute, types: TypeModels, hint: string) {
  const { operation } = route;
  const members: {
    name: string;
    schema?: v.GenericSchema;
    source: ActionParameter['bindingSourceId'];
  }[] = [
    ...[...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name: name!,
      schema: operation.params?.entries[name!] as v.GenericSchema | undefined,
      source: 'Path' as const,
    })),
    ...(operation.body ? [{ name: 'input', schema: operation.body, source: 'Body' as const }] : []),
    ...Object.entries(operation.query?.entries ?? {}).map(([name, schema]) => ({
      name,
      schema: schema as v.GenericSchema,
      source: 'ModelBinding' as const,
    })),
  ];
  const described = members.map(({ name, schema, source }) => {
    const ref = schema ? types.refOf(schema, `${hint}Input`) : TEXT;
    const isOptional = source === 'ModelBinding' && !!schema && TypeModels.isOptional(schema);
    return { name, ref, isOptional, source };
  });
  described.sort((a, b) => Number(a.isOptional) - Number(b.isOptional));
  const parametersOnMethod: MethodParameter[] = described.map(({ name, ref, isOptional }) => ({
    name,
    typeAsString: ref.type,
    ...ref,
    isOptional,
    defaultValue: null,
  }));
  const parameters: ActionParameter[] = described.map(({ name, ref, isOptional, source }) => ({
    nameOnMethod: name,
    name,
    jsonName: null,
    ...ref,
    isOptional,
    defaultValue: null,
    constraintTypes: null,
    bindingSourceId: source,
    descriptorName: '',
  }));
  return { parametersOnMethod, parameters };
}

function controllerOf(module: AbpModule, tag: string) {
  const interfaceType = `${module.namespace}.I${tag}AppService`;
  return {
    controllerName: tag,
    controllerGroupName: tag,
    isRemoteService: true,
    isIntegrationService: false,
    apiVersion: null,
    type: `${module.namespace}.${tag}Controller`,
    interfaces: [{ type: interfaceType, name: `I${tag}AppService`, methods: [] as unknown[] }],
    actions: {} as Record<string, unknown>,
  };
}

export interface ApiDefinition {
  modules: Record<string, unknown>;
  types: Record<string, TypeModel>;
}

export function apiDefinition(
  routes: readonly DescribedRoute[],
  includeTypes: boolean,
): ApiDefinition {
  const types = new TypeModels();
  const modules: Record<
    string,
    {
      rootPath: string;
      remoteServiceName: string;
      controllers: Record<string, ReturnType<typeof controllerOf>>;
    }
  > = {};
  for (const route of routes) {
    const module = moduleOf(route.url);
    const { tag } = route.operation;
    modules[module.rootPath] ??= {
      rootPath: module.rootPath,
      remoteServiceName: module.remoteServiceName,
      controllers: {},
    };
    const controllers = modules[module.rootPath]!.controllers;
    const controller = (controllers[`${module.namespace}.${tag}Controller`] ??= controllerOf(
      module,
      tag,
    ));
    const name = `${actionName(route)}Async`;
    const hint = `${module.namespace}.${tag}${actionName(route)}`;
    const { parametersOnMethod, parameters } = parametersOf(route, types, hint);
    const returns = returnValue(route, types, `${hint}Result`);
    controller.interfaces[0]!.methods.push({ name, parametersOnMethod, returnValue: returns });
    controller.actions[name] = {
      uniqueName: name,
      name,
      httpMethod: route.method,
      url: route.url.slice(1).replace(/:(\w+)/g, '{$1}'),
      supportedVersions: [],
      parametersOnMethod,
      parameters,
      returnValue: returns,
      allowAnonymous: route.policy === ANONYMOUS,
      implementFrom: controller.interfaces[0]!.type,
    };
  }
  return { modules, types: includeTypes ? types.types : {} };
}
