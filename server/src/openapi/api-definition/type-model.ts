// valibot schemas → ABP's type descriptions (TypeApiDescriptionModel): .NET-like names
// (`System.String`, `Volo.Abp.Identity.IdentityUserDto`), ABP's "simple" names (`string`,
// `[string]`, `{string:object}`) and one entry per object shape in `types`. Object shapes take
// the name declared with `named()`, or one made from where they occur.
import type * as v from 'valibot';
import { typeNameOf } from '../type-names';

export interface TypeRef {
  type: string;
  typeSimple: string;
}

export interface PropertyModel extends TypeRef {
  name: string;
  jsonName: string | null;
  isRequired: boolean;
  isNullable: boolean;
  minLength: number | null;
  maxLength: number | null;
  minimum: string | null;
  maximum: string | null;
  regex: string | null;
}

export interface TypeModel {
  baseType: string | null;
  isEnum: boolean;
  enumNames: string[] | null;
  enumValues: number[] | null;
  genericArguments: string[] | null;
  properties: PropertyModel[] | null;
}

type AnySchema = v.GenericSchema & {
  wrapped?: AnySchema;
  pipe?: readonly { type: string; kind: string; requirement?: unknown }[];
  item?: AnySchema;
  key?: AnySchema;
  value?: AnySchema;
  entries?: Record<string, AnySchema>;
  options?: readonly unknown[];
  literal?: unknown;
  getter?: (input: unknown) => AnySchema;
};

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
/** ABP's generic DTOs, which its Angular generator takes from @abp/ng.core. */
const ABP_CORE_DTO = /^Volo\.Abp\.Application\.Dtos\.\w+<(.+)>$/;

const simple = (type: string, typeSimple: string): TypeRef => ({ type, typeSimple });

const genericProperty = (name: string, type: string, typeSimple: string): PropertyModel => ({
  name,
  jsonName: null,
  type,
  typeSimple,
  isRequired: false,
  isNullable: false,
  minLength: null,
  maxLength: null,
  minimum: null,
  maximum: null,
  regex: null,
});

/**
 * ABP's own definitions of its generic list DTOs, which its generator needs to import them;
 * generic arguments are named by position (`T0`), as its generators look them up.
 */
const ABP_CORE_GENERICS: Readonly<Record<string, TypeModel>> = {
  'Volo.Abp.Application.Dtos.ListResultDto<T0>': {
    baseType: null,
    isEnum: false,
    enumNames: null,
    enumValues: null,
    genericArguments: ['T0'],
    properties: [genericProperty('Items', '[T0]', '[T0]')],
  },
  'Volo.Abp.Application.Dtos.PagedResultDto<T0>': {
    baseType: 'Volo.Abp.Application.Dtos.ListResultDto<T0>',
    isEnum: false,
    enumNames: null,
    enumValues: null,
    genericArguments: ['T0'],
    properties: [genericProperty('TotalCount', 'System.Int64', 'number')],
  },
};
const STRING = simple('System.String', 'string');
const OBJECT = simple('System.Object', 'object');

const pascal = (name: string) =>
  name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());

function unwrap(schema: AnySchema): { base: AnySchema; optional: boolean; nullable: boolean } {
  let base = schema;
  let optional = false;
  let nullable = false;
  while (WRAPPERS.has(base.type) && base.wrapped) {
    if (base.type !== 'nullable') optional = true;
    if (base.type === 'nullable' || base.type === 'nullish') nullable = true;
    base = base.wrapped;
  }
  return { base, optional, nullable };
}

const hasAction = (schema: AnySchema, ...types: string[]) =>
  (schema.pipe ?? []).some((step) => types.includes(step.type));

const requirementOf = (schema: AnySchema, type: string) =>
  (schema.pipe ?? []).find((step) => step.type === type)?.requirement;

function textOrNull(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return value instanceof RegExp ? value.source : String(value);
}

export class TypeModels {
  readonly types: Record<string, TypeModel> = {};
  private readonly autoNames = new Map<object, string>();

  /** How ABP names the type of `schema`; object shapes are added to `types`. */
  refOf(schema: v.GenericSchema, nameHint: string): TypeRef {
    const { base } = unwrap(schema as AnySchema);
    return this.refOfBase(base, nameHint);
  }

  /** Whether a member may be left out (optional, or with a default). */
  static isOptional(schema: v.GenericSchema): boolean {
    return unwrap(schema as AnySchema).optional;
  }

  private refOfBase(base: AnySchema, nameHint: string): TypeRef {
    switch (base.type) {
      case 'string':
        if (hasAction(base, 'uuid')) return simple('System.Guid', 'string');
        if (hasAction(base, 'iso_timestamp')) return simple('System.DateTime', 'string');
        return STRING;
      case 'number':
        return hasAction(base, 'integer', 'safe_integer')
          ? simple('System.Int64', 'number')
          : simple('System.Double', 'number');
      case 'boolean':
        return simple('System.Boolean', 'boolean');
      case 'picklist':
      case 'enum':
        return (base.options ?? []).every((option) => typeof option === 'number')
          ? simple('System.Int32', 'number')
          : STRING;
      case 'literal':
        return typeof base.literal === 'number'
          ? simple('System.Int32', 'number')
          : typeof base.literal === 'boolean'
            ? simple('System.Boolean', 'boolean')
            : STRING;
      case 'array': {
        const item = this.refOf(base.item!, `${nameHint}Item`);
        return simple(`${item.type}[]`, `[${item.typeSimple}]`);
      }
      case 'record': {
        const key = this.refOf(base.key!, `${nameHint}Key`);
        const value = this.refOf(base.value!, `${nameHint}Value`);
        return simple(
          `System.Collections.Generic.Dictionary<${key.type},${value.type}>`,
          `{${key.typeSimple}:${value.typeSimple}}`,
        );
      }
      case 'union': {
        // Query members that take a number as text or number (`skipCount`) are numbers.
        const options = (base.options ?? []) as AnySchema[];
        if (options.some((option) => option.type === 'number'))
          return simple('System.Int32', 'number');
        return options.every((option) => option.type === 'string') ? STRING : OBJECT;
      }
      case 'lazy':
        return this.refOf(base.getter!(undefined), nameHint);
      default:
        if (OBJECTS.has(base.type)) return this.objectRef(base, nameHint);
        return OBJECT;
    }
  }

  private objectRef(schema: AnySchema, nameHint: string): TypeRef {
    const name = typeNameOf(schema) ?? this.autoNames.get(schema) ?? nameHint;
    this.autoNames.set(schema, name);
    const generic = ABP_CORE_DTO.exec(name);
    if (generic) {
      for (const [member, entry] of Object.entries(schema.entries ?? {}))
        this.refOf(entry, `${generic[1]}${pascal(member)}`);
      Object.assign(this.types, ABP_CORE_GENERICS);
      return simple(name, name);
    }
    if (!this.types[name]) {
      const model: TypeModel = {
        baseType: null,
        isEnum: false,
        enumNames: null,
        enumValues: null,
        genericArguments: null,
        properties: [],
      };
      this.types[name] = model;
      model.properties = Object.entries(schema.entries ?? {}).map(([member, entry]) =>
        this.property(member, entry, `${name}${pascal(member)}`),
      );
    }
    return simple(name, name);
  }

  private property(member: string, schema: AnySchema, nameHint: string): PropertyModel {
    const { base, optional, nullable } = unwrap(schema);
    return {
      name: pascal(member),
      jsonName: member,
      ...this.refOfBase(base, nameHint),
      isRequired: !optional && !nullable,
      isNullable: nullable,
      minLength: (requirementOf(base, 'min_length') as number | undefined) ?? null,
      maxLength: (requirementOf(base, 'max_length') as number | undefined) ?? null,
      minimum: textOrNull(requirementOf(base, 'min_value')),
      maximum: textOrNull(requirementOf(base, 'max_value')),
      regex: textOrNull(requirementOf(base, 'regex')),
    };
  }
}
