// ABP's ApplicationConfigurationDto and the application-localization answer (abp-contracts §1):
// unknown fields pass through, the fields this app reads are checked. Parts newer ABP versions
// added (global features, multi-tenancy, current tenant) default when an older server omits them.
import * as v from 'valibot';

const texts = v.record(v.string(), v.string());
/** Setting and feature values are strings (`"True"`, `"6"`) or null. */
const stringValues = v.record(v.string(), v.nullable(v.string()));
const optionalText = v.nullish(v.string(), null);

export const localizationResourceSchema = v.looseObject({
  texts,
  baseResources: v.nullish(v.array(v.string()), []),
});

export const currentCultureSchema = v.looseObject({
  cultureName: v.string(),
  name: v.nullish(v.string()),
  displayName: v.nullish(v.string()),
  nativeName: v.nullish(v.string()),
  isRightToLeft: v.nullish(v.boolean()),
  twoLetterIsoLanguageName: v.nullish(v.string()),
  /** .NET patterns; the UI reads `shortDatePattern` (`yyyy/MM/dd`, `M/d/yyyy`). */
  dateTimeFormat: v.nullish(v.looseObject({ shortDatePattern: v.nullish(v.string()) })),
});

export const languageSchema = v.looseObject({
  cultureName: v.string(),
  uiCultureName: v.nullish(v.string()),
  displayName: v.nullish(v.string()),
  twoLetterISOLanguageName: v.nullish(v.string()),
  flagIcon: v.nullish(v.string()),
});

export const localizationSchema = v.looseObject({
  values: v.nullish(v.record(v.string(), texts), {}),
  resources: v.nullish(v.record(v.string(), localizationResourceSchema), {}),
  languages: v.nullish(v.array(languageSchema), []),
  currentCulture: currentCultureSchema,
  defaultResourceName: optionalText,
});

export const currentUserSchema = v.looseObject({
  isAuthenticated: v.boolean(),
  id: optionalText,
  tenantId: optionalText,
  userName: optionalText,
  name: optionalText,
  surName: optionalText,
  email: optionalText,
  emailVerified: v.nullish(v.boolean(), false),
  phoneNumber: optionalText,
  phoneNumberVerified: v.nullish(v.boolean(), false),
  roles: v.nullish(v.array(v.string()), []),
  impersonatorUserId: optionalText,
  impersonatorTenantId: optionalText,
});

export const multiTenancySchema = v.looseObject({ isEnabled: v.boolean() });

export const currentTenantSchema = v.looseObject({
  id: optionalText,
  name: optionalText,
  isAvailable: v.boolean(),
});

export const applicationConfigurationSchema = v.looseObject({
  localization: localizationSchema,
  auth: v.looseObject({ grantedPolicies: v.record(v.string(), v.boolean()) }),
  setting: v.looseObject({ values: stringValues }),
  features: v.looseObject({ values: stringValues }),
  globalFeatures: v.nullish(v.looseObject({ enabledFeatures: v.array(v.string()) }), {
    enabledFeatures: [],
  }),
  currentUser: currentUserSchema,
  multiTenancy: v.nullish(multiTenancySchema, { isEnabled: false }),
  currentTenant: v.nullish(currentTenantSchema, { id: null, name: null, isAvailable: false }),
});

export const applicationLocalizationSchema = v.looseObject({
  resources: v.record(v.string(), localizationResourceSchema),
  currentCulture: v.optional(currentCultureSchema),
});

export type ApplicationConfiguration = v.InferOutput<typeof applicationConfigurationSchema>;
export type ApplicationLocalization = v.InferOutput<typeof applicationLocalizationSchema>;
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;
export type MultiTenancy = v.InferOutput<typeof multiTenancySchema>;
export type CurrentTenant = v.InferOutput<typeof currentTenantSchema>;
export type LocalizationResource = v.InferOutput<typeof localizationResourceSchema>;
