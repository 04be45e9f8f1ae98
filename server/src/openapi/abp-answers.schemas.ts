// The answers of ABP's module endpoints (identity, tenants, permissions, features, settings,
// account, application configuration), named as ABP names its DTOs. They describe what the
// `*Dto` functions beside each route return; the OpenAPI test checks real answers against them.
import { isoInstantSchema, uuidSchema } from '@crm/shared/dto';
import * as v from 'valibot';
import { named } from './type-names';

const nullableText = v.nullable(v.string());
const nullableId = v.nullable(uuidSchema);
const extraProperties = v.record(v.string(), v.unknown());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const listResultOf = <T extends v.GenericSchema>(name: string, item: T) =>
  named(`Volo.Abp.Application.Dtos.ListResultDto<${name}>`, v.object({ items: v.array(item) }));

export const pagedResultOf = <T extends v.GenericSchema>(name: string, item: T) =>
  named(
    `Volo.Abp.Application.Dtos.PagedResultDto<${name}>`,
    v.object({ items: v.array(item), totalCount: count }),
  );

export const identityUserSchema = named(
  'Volo.Abp.Identity.IdentityUserDto',
  v.object({
    id: uuidSchema,
    tenantId: nullableId,
    userName: v.string(),
    name: nullableText,
    surname: nullableText,
    email: v.string(),
    emailConfirmed: v.boolean(),
    phoneNumber: nullableText,
    phoneNumberConfirmed: v.boolean(),
    nationalCode: nullableText,
    isActive: v.boolean(),
    lockoutEnabled: v.boolean(),
    accessFailedCount: count,
    lockoutEnd: v.nullable(isoInstantSchema),
    shouldChangePasswordOnNextLogin: v.boolean(),
    concurrencyStamp: v.string(),
    entityVersion: count,
    lastPasswordChangeTime: v.nullable(isoInstantSchema),
    creationTime: isoInstantSchema,
    creatorId: nullableId,
    lastModificationTime: v.nullable(isoInstantSchema),
    lastModifierId: nullableId,
    isDeleted: v.boolean(),
    deleterId: nullableId,
    deletionTime: v.nullable(isoInstantSchema),
    extraProperties,
  }),
);

export const identityRoleSchema = named(
  'Volo.Abp.Identity.IdentityRoleDto',
  v.object({
    id: uuidSchema,
    name: v.string(),
    isDefault: v.boolean(),
    isStatic: v.boolean(),
    isPublic: v.boolean(),
    concurrencyStamp: v.string(),
    creationTime: isoInstantSchema,
    extraProperties,
  }),
);

export const tenantSchema = named(
  'Volo.Abp.TenantManagement.TenantDto',
  v.object({
    id: uuidSchema,
    name: v.string(),
    isActive: v.boolean(),
    concurrencyStamp: v.string(),
    creationTime: isoInstantSchema,
    extraProperties,
  }),
);

export const findTenantResultSchema = named(
  'Volo.Abp.AspNetCore.Mvc.MultiTenancy.FindTenantResultDto',
  v.object({
    success: v.boolean(),
    tenantId: nullableId,
    name: nullableText,
    normalizedName: nullableText,
    isActive: v.boolean(),
  }),
);

const providerInfo = named(
  'Volo.Abp.PermissionManagement.ProviderInfoDto',
  v.object({ providerName: v.string(), providerKey: v.string() }),
);

export const permissionListSchema = named(
  'Volo.Abp.PermissionManagement.GetPermissionListResultDto',
  v.object({
    entityDisplayName: v.string(),
    groups: v.array(
      named(
        'Volo.Abp.PermissionManagement.PermissionGroupDto',
        v.object({
          name: v.string(),
          displayName: v.string(),
          displayNameKey: v.string(),
          displayNameResource: nullableText,
          permissions: v.array(
            named(
              'Volo.Abp.PermissionManagement.PermissionGrantInfoDto',
              v.object({
                name: v.string(),
                displayName: v.string(),
                parentName: nullableText,
                isGranted: v.boolean(),
                allowedProviders: v.array(v.string()),
                grantedProviders: v.array(providerInfo),
              }),
            ),
          ),
        }),
      ),
    ),
  }),
);

const featureProvider = named(
  'Volo.Abp.FeatureManagement.FeatureProviderDto',
  v.object({ name: v.string(), key: nullableText }),
);

export const featureListSchema = named(
  'Volo.Abp.FeatureManagement.GetFeatureListResultDto',
  v.object({
    groups: v.array(
      named(
        'Volo.Abp.FeatureManagement.FeatureGroupDto',
        v.object({
          name: v.string(),
          displayName: v.string(),
          features: v.array(
            named(
              'Volo.Abp.FeatureManagement.FeatureDto',
              v.object({
                name: v.string(),
                displayName: v.string(),
                value: nullableText,
                provider: featureProvider,
                description: nullableText,
                valueType: named(
                  'Volo.Abp.Validation.StringValues.IStringValueType',
                  v.looseObject({
                    name: v.string(),
                    properties: v.optional(v.record(v.string(), v.unknown())),
                  }),
                ),
                depth: count,
                parentName: nullableText,
              }),
            ),
          ),
        }),
      ),
    ),
  }),
);

export const emailSettingsSchema = named(
  'Volo.Abp.SettingManagement.EmailSettingsDto',
  v.object({
    smtpHost: v.string(),
    smtpPort: v.number(),
    smtpUserName: v.string(),
    smtpPassword: v.null(),
    smtpDomain: v.string(),
    smtpEnableSsl: v.boolean(),
    smtpUseDefaultCredentials: v.boolean(),
    defaultFromAddress: v.string(),
    defaultFromDisplayName: v.string(),
    hasSmtpPassword: v.boolean(),
  }),
);

export const profileSchema = named(
  'Volo.Abp.Account.ProfileDto',
  v.object({
    userName: v.string(),
    email: v.string(),
    name: nullableText,
    surname: nullableText,
    phoneNumber: nullableText,
    isExternal: v.boolean(),
    hasPassword: v.boolean(),
    concurrencyStamp: v.string(),
    extraProperties,
  }),
);

export const verifyResetTokenResultSchema = v.boolean();

export const securityLogPageSchema = pagedResultOf(
  'Crm.Identity.SecurityLogDto',
  named(
    'Crm.Identity.SecurityLogDto',
    v.object({
      id: uuidSchema,
      applicationName: nullableText,
      identity: nullableText,
      action: nullableText,
      userName: nullableText,
      tenantName: nullableText,
      clientId: nullableText,
      clientIpAddress: nullableText,
      browserInfo: nullableText,
      creationTime: isoInstantSchema,
    }),
  ),
);

export const passwordExpirationSchema = named(
  'Crm.Identity.PasswordExpirationDto',
  v.object({ passwordExpiresAt: v.nullable(isoInstantSchema) }),
);

/**
 * ABP's ApplicationConfigurationDto: the members its clients read are named; the rest (a large,
 * open-ended tree of localization, settings and extension data) is described as open objects.
 */
export const applicationConfigurationSchema = named(
  'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.ApplicationConfigurationDto',
  v.looseObject({
    localization: v.record(v.string(), v.unknown()),
    auth: named(
      'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.ApplicationAuthConfigurationDto',
      v.looseObject({ grantedPolicies: v.record(v.string(), v.boolean()) }),
    ),
    setting: named(
      'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.ApplicationSettingConfigurationDto',
      v.looseObject({ values: v.record(v.string(), v.nullable(v.string())) }),
    ),
    currentUser: named(
      'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.CurrentUserDto',
      v.looseObject({
        isAuthenticated: v.boolean(),
        id: nullableId,
        tenantId: nullableId,
        userName: nullableText,
        roles: v.array(v.string()),
      }),
    ),
    features: named(
      'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.ApplicationFeatureConfigurationDto',
      v.looseObject({ values: v.record(v.string(), v.nullable(v.string())) }),
    ),
    multiTenancy: v.record(v.string(), v.unknown()),
    currentTenant: named(
      'Volo.Abp.AspNetCore.Mvc.MultiTenancy.CurrentTenantDto',
      v.looseObject({ id: nullableId, name: nullableText, isAvailable: v.boolean() }),
    ),
    timing: v.record(v.string(), v.unknown()),
    clock: v.record(v.string(), v.unknown()),
    objectExtensions: v.record(v.string(), v.unknown()),
    extraProperties: v.record(v.string(), v.unknown()),
  }),
);

export const applicationLocalizationSchema = named(
  'Volo.Abp.AspNetCore.Mvc.ApplicationConfigurations.ApplicationLocalizationDto',
  v.object({
    resources: v.record(v.string(), v.record(v.string(), v.unknown())),
    currentCulture: v.record(v.string(), v.unknown()),
  }),
);
