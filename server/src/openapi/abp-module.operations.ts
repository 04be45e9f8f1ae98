// ABP's module endpoints the product serves (identity, tenants, permissions, features, e-mail
// settings, account, application configuration and localization): what each takes, by the
// schemas its route validates with, and what it answers. Tags and actions are ABP's controller
// and method names, so generated clients look like those generated from ABP itself.
import * as v from 'valibot';
import { configurationQuerySchema, localizationQuerySchema } from '../app-config/app-config.routes';
import {
  emailSettingsSchema as emailSettingsInputSchema,
  testEmailSchema,
} from '../emailing/emailing.schemas';
import { featureProviderQuerySchema, updateFeaturesSchema } from '../features/features.routes';
import {
  registerSchema,
  resetPasswordSchema,
  sendResetCodeSchema,
  updateProfileSchema,
  verifyResetTokenSchema,
} from '../identity/account.schemas';
import { changePasswordSchema, securityLogQuerySchema } from '../identity/account.routes';
import { multipleLoginQuerySchema } from '../identity/multiple-login.routes';
import {
  createRoleSchema,
  createUserSchema,
  updateRoleSchema,
  updateUserSchema,
  userRolesSchema,
} from '../identity/identity.schemas';
import { userLookupParamsSchema } from '../identity/users.routes';
import {
  permissionProviderQuerySchema,
  updatePermissionsSchema,
} from '../permissions/permission-management.routes';
import { settingKeyQuerySchema } from '../settings/settings.routes';
import { tenantIdParamsSchema, tenantNameParamsSchema } from '../tenancy/tenant-lookup.routes';
import { createTenantSchema, updateTenantSchema } from '@crm/shared/dto';
import { idParamsSchema, pagedQuerySchema } from '../web/paging';
import {
  applicationConfigurationSchema,
  applicationLocalizationSchema,
  emailSettingsSchema,
  featureListSchema,
  findTenantResultSchema,
  identityRoleSchema,
  identityUserSchema,
  listResultOf,
  pagedResultOf,
  passwordExpirationSchema,
  permissionListSchema,
  profileSchema,
  securityLogPageSchema,
  tenantSchema,
} from './abp-answers.schemas';
import type { Operation } from './operations';

const USERS = '/api/identity/users';
const ROLES = '/api/identity/roles';
const TENANTS = '/api/multi-tenancy/tenants';
const USER = 'Volo.Abp.Identity.IdentityUserDto';
const ROLE = 'Volo.Abp.Identity.IdentityRoleDto';

const roleList = listResultOf(ROLE, identityRoleSchema);

export const ABP_MODULE_OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /api/abp/application-configuration': {
    summary: 'The caller’s configuration: culture, texts, permissions, settings, features',
    tag: 'AbpApplicationConfiguration',
    action: 'Get',
    query: configurationQuerySchema,
    response: applicationConfigurationSchema,
  },
  'GET /api/abp/application-localization': {
    summary: 'The texts of one culture',
    tag: 'AbpApplicationLocalization',
    action: 'Get',
    query: localizationQuerySchema,
    response: applicationLocalizationSchema,
  },
  'GET /api/abp/multi-tenancy/tenants/by-name/:name': {
    summary: 'Find a tenant by name (the tenant box)',
    tag: 'AbpTenant',
    action: 'FindTenantByName',
    params: tenantNameParamsSchema,
    response: findTenantResultSchema,
  },
  'GET /api/abp/multi-tenancy/tenants/by-id/:id': {
    summary: 'Find a tenant by id',
    tag: 'AbpTenant',
    action: 'FindTenantById',
    params: tenantIdParamsSchema,
    response: findTenantResultSchema,
  },

  [`GET ${TENANTS}`]: {
    summary: 'Tenants, a page at a time',
    tag: 'Tenant',
    action: 'GetList',
    query: pagedQuerySchema,
    response: pagedResultOf('Volo.Abp.TenantManagement.TenantDto', tenantSchema),
  },
  [`GET ${TENANTS}/:id`]: {
    summary: 'A tenant',
    tag: 'Tenant',
    action: 'Get',
    params: idParamsSchema,
    response: tenantSchema,
  },
  [`POST ${TENANTS}`]: {
    summary: 'Create a tenant with its admin user',
    tag: 'Tenant',
    action: 'Create',
    body: createTenantSchema,
    response: tenantSchema,
  },
  [`PUT ${TENANTS}/:id`]: {
    summary: 'Rename or (de)activate a tenant',
    tag: 'Tenant',
    action: 'Update',
    params: idParamsSchema,
    body: updateTenantSchema,
    response: tenantSchema,
  },
  [`DELETE ${TENANTS}/:id`]: {
    summary: 'Delete a tenant',
    tag: 'Tenant',
    action: 'Delete',
    params: idParamsSchema,
    response: 'none',
  },
  [`GET ${TENANTS}/:id/default-connection-string`]: {
    summary: 'The tenant’s connection string: always empty (tenants share the database)',
    tag: 'Tenant',
    action: 'GetDefaultConnectionString',
    params: idParamsSchema,
    response: 'text',
  },
  [`PUT ${TENANTS}/:id/default-connection-string`]: {
    summary: 'Refused: tenants share the database',
    tag: 'Tenant',
    action: 'UpdateDefaultConnectionString',
    params: idParamsSchema,
    query: v.object({ defaultConnectionString: v.optional(v.string()) }),
    response: 'none',
  },
  [`DELETE ${TENANTS}/:id/default-connection-string`]: {
    summary: 'Refused: tenants share the database',
    tag: 'Tenant',
    action: 'DeleteDefaultConnectionString',
    params: idParamsSchema,
    response: 'none',
  },

  [`GET ${USERS}`]: {
    summary: 'Users, a page at a time',
    tag: 'IdentityUser',
    action: 'GetList',
    query: pagedQuerySchema,
    response: pagedResultOf(USER, identityUserSchema),
  },
  [`GET ${USERS}/assignable-roles`]: {
    summary: 'The roles a user may be given',
    tag: 'IdentityUser',
    action: 'GetAssignableRoles',
    response: roleList,
  },
  [`GET ${USERS}/by-username/:key`]: {
    summary: 'A user by user name',
    tag: 'IdentityUser',
    action: 'FindByUsername',
    params: userLookupParamsSchema,
    response: identityUserSchema,
  },
  [`GET ${USERS}/by-email/:key`]: {
    summary: 'A user by e-mail address',
    tag: 'IdentityUser',
    action: 'FindByEmail',
    params: userLookupParamsSchema,
    response: identityUserSchema,
  },
  [`GET ${USERS}/:id`]: {
    summary: 'A user',
    tag: 'IdentityUser',
    action: 'Get',
    params: idParamsSchema,
    response: identityUserSchema,
  },
  [`GET ${USERS}/:id/roles`]: {
    summary: 'The roles of a user',
    tag: 'IdentityUser',
    action: 'GetRoles',
    params: idParamsSchema,
    response: roleList,
  },
  [`POST ${USERS}`]: {
    summary: 'Create a user',
    tag: 'IdentityUser',
    action: 'Create',
    body: createUserSchema,
    response: identityUserSchema,
  },
  [`PUT ${USERS}/:id`]: {
    summary: 'Change a user',
    tag: 'IdentityUser',
    action: 'Update',
    params: idParamsSchema,
    body: updateUserSchema,
    response: identityUserSchema,
  },
  [`PUT ${USERS}/:id/unlock`]: {
    summary: 'Lift a user’s lockout',
    tag: 'IdentityUser',
    action: 'Unlock',
    params: idParamsSchema,
    response: 'none',
  },
  [`PUT ${USERS}/:id/roles`]: {
    summary: 'Replace the roles of a user',
    tag: 'IdentityUser',
    action: 'UpdateRoles',
    params: idParamsSchema,
    body: userRolesSchema,
    response: 'none',
  },
  [`DELETE ${USERS}/:id`]: {
    summary: 'Delete a user',
    tag: 'IdentityUser',
    action: 'Delete',
    params: idParamsSchema,
    response: 'none',
  },

  [`GET ${ROLES}`]: {
    summary: 'Roles, a page at a time',
    tag: 'IdentityRole',
    action: 'GetList',
    query: pagedQuerySchema,
    response: pagedResultOf(ROLE, identityRoleSchema),
  },
  [`GET ${ROLES}/all`]: {
    summary: 'Every role',
    tag: 'IdentityRole',
    action: 'GetAllList',
    response: roleList,
  },
  [`GET ${ROLES}/:id`]: {
    summary: 'A role',
    tag: 'IdentityRole',
    action: 'Get',
    params: idParamsSchema,
    response: identityRoleSchema,
  },
  [`POST ${ROLES}`]: {
    summary: 'Create a role',
    tag: 'IdentityRole',
    action: 'Create',
    body: createRoleSchema,
    response: identityRoleSchema,
  },
  [`PUT ${ROLES}/:id`]: {
    summary: 'Change a role',
    tag: 'IdentityRole',
    action: 'Update',
    params: idParamsSchema,
    body: updateRoleSchema,
    response: identityRoleSchema,
  },
  [`DELETE ${ROLES}/:id`]: {
    summary: 'Delete a role',
    tag: 'IdentityRole',
    action: 'Delete',
    params: idParamsSchema,
    response: 'none',
  },

  'GET /api/permission-management/permissions': {
    summary: 'The permission tree of a role (R) or user (U) with what is granted',
    tag: 'Permissions',
    action: 'Get',
    query: permissionProviderQuerySchema,
    response: permissionListSchema,
  },
  'PUT /api/permission-management/permissions': {
    summary: 'Grant or revoke permissions of a role (R) or user (U)',
    tag: 'Permissions',
    action: 'Update',
    query: permissionProviderQuerySchema,
    body: updatePermissionsSchema,
    response: 'none',
  },

  'GET /api/feature-management/features': {
    summary: 'The features of a tenant (T + id) or of the host (T without a key)',
    tag: 'Features',
    action: 'Get',
    query: featureProviderQuerySchema,
    response: featureListSchema,
  },
  'PUT /api/feature-management/features': {
    summary: 'Change feature values',
    tag: 'Features',
    action: 'Update',
    query: featureProviderQuerySchema,
    body: updateFeaturesSchema,
    response: 'none',
  },
  'DELETE /api/feature-management/features': {
    summary: 'Reset every feature to its default',
    tag: 'Features',
    action: 'Delete',
    query: featureProviderQuerySchema,
    response: 'none',
  },

  'GET /api/setting-management/emailing': {
    summary: 'The e-mail settings of the current side (the password is never sent)',
    tag: 'EmailSettings',
    action: 'Get',
    response: emailSettingsSchema,
  },
  'POST /api/setting-management/emailing': {
    summary: 'Change the e-mail settings',
    tag: 'EmailSettings',
    action: 'Update',
    body: emailSettingsInputSchema,
    response: 'none',
  },
  'POST /api/setting-management/emailing/send-test-email': {
    summary: 'Send a test e-mail with the stored settings',
    tag: 'EmailSettings',
    action: 'SendTestEmail',
    body: testEmailSchema,
    response: 'none',
  },
  'GET /api/app/setting/value-by-key': {
    summary: 'One client-visible setting’s value (text)',
    tag: 'Setting',
    action: 'GetValueByKey',
    query: settingKeyQuerySchema,
    response: 'text',
  },

  'POST /api/account/register': {
    summary: 'Self-registration (when the tenant allows it)',
    tag: 'Account',
    action: 'Register',
    body: registerSchema,
    response: identityUserSchema,
  },
  'POST /api/account/send-password-reset-code': {
    summary: 'E-mail a password-reset link (answers 204 whatever the address)',
    tag: 'Account',
    action: 'SendPasswordResetCode',
    body: sendResetCodeSchema,
    response: 'none',
  },
  'POST /api/account/verify-password-reset-token': {
    summary: 'Whether a password-reset token is valid',
    tag: 'Account',
    action: 'VerifyPasswordResetToken',
    body: verifyResetTokenSchema,
    response: v.boolean(),
  },
  'POST /api/account/reset-password': {
    summary: 'Set a new password with a reset token',
    tag: 'Account',
    action: 'ResetPassword',
    body: resetPasswordSchema,
    response: 'none',
  },
  'GET /api/account/my-profile': {
    summary: 'The signed-in user’s profile',
    tag: 'Profile',
    action: 'Get',
    response: profileSchema,
  },
  'PUT /api/account/my-profile': {
    summary: 'Change the signed-in user’s profile',
    tag: 'Profile',
    action: 'Update',
    body: updateProfileSchema,
    response: profileSchema,
  },
  'POST /api/account/my-profile/change-password': {
    summary: 'Change the signed-in user’s password',
    tag: 'Profile',
    action: 'ChangePassword',
    body: changePasswordSchema,
    response: 'none',
  },

  'GET /api/app/user/has-current-user-multiple-login-session': {
    summary: 'Whether the session must end because the user signed in elsewhere',
    tag: 'User',
    action: 'HasCurrentUserMultipleLoginSession',
    query: multipleLoginQuerySchema,
    response: v.boolean(),
  },
  'POST /api/app/user/change-password': {
    // The spec's shape; the route takes the same fields as a JSON body too (older releases).
    summary: 'Change the signed-in user’s password (the shell’s form of it)',
    tag: 'User',
    action: 'ChangePassword',
    query: changePasswordSchema,
    response: 'none',
  },
  'GET /api/app/user/user-security-log': {
    summary: 'The signed-in user’s security log, newest first',
    tag: 'User',
    action: 'GetUserSecurityLog',
    query: securityLogQuerySchema,
    response: securityLogPageSchema,
  },
  'GET /api/app/user-password-expiration/check-password-is-expired': {
    summary: 'Whether the signed-in user’s password has expired',
    tag: 'UserPasswordExpiration',
    action: 'CheckPasswordIsExpired',
    response: v.boolean(),
  },
  'POST /api/app/user-password-expiration/save-password-expiration': {
    summary: 'Record when the signed-in user’s password expires',
    tag: 'UserPasswordExpiration',
    action: 'SavePasswordExpiration',
    response: passwordExpirationSchema,
  },
};
