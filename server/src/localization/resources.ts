// The texts of every localization resource, from one JSON file per resource and culture
// (`resources/<culture>/<Resource>.json`), bundled into the server at build time.
import type { Culture } from '../web/culture';
import faCrm from './resources/fa/Crm.json' with { type: 'json' };
import faAbpUi from './resources/fa/AbpUi.json' with { type: 'json' };
import faAbpExceptionHandling from './resources/fa/AbpExceptionHandling.json' with { type: 'json' };
import faAbpValidation from './resources/fa/AbpValidation.json' with { type: 'json' };
import faAbpIdentity from './resources/fa/AbpIdentity.json' with { type: 'json' };
import faAbpAccount from './resources/fa/AbpAccount.json' with { type: 'json' };
import faAbpTenantManagement from './resources/fa/AbpTenantManagement.json' with { type: 'json' };
import faAbpSettingManagement from './resources/fa/AbpSettingManagement.json' with { type: 'json' };
import faAbpFeatureManagement from './resources/fa/AbpFeatureManagement.json' with { type: 'json' };
import faAbpPermissionManagement from './resources/fa/AbpPermissionManagement.json' with { type: 'json' };
import faAbpUiMultiTenancy from './resources/fa/AbpUiMultiTenancy.json' with { type: 'json' };
import faAbpUiNavigation from './resources/fa/AbpUiNavigation.json' with { type: 'json' };
import enCrm from './resources/en/Crm.json' with { type: 'json' };
import enAbpUi from './resources/en/AbpUi.json' with { type: 'json' };
import enAbpExceptionHandling from './resources/en/AbpExceptionHandling.json' with { type: 'json' };
import enAbpValidation from './resources/en/AbpValidation.json' with { type: 'json' };
import enAbpIdentity from './resources/en/AbpIdentity.json' with { type: 'json' };
import enAbpAccount from './resources/en/AbpAccount.json' with { type: 'json' };
import enAbpTenantManagement from './resources/en/AbpTenantManagement.json' with { type: 'json' };
import enAbpSettingManagement from './resources/en/AbpSettingManagement.json' with { type: 'json' };
import enAbpFeatureManagement from './resources/en/AbpFeatureManagement.json' with { type: 'json' };
import enAbpPermissionManagement from './resources/en/AbpPermissionManagement.json' with { type: 'json' };
import enAbpUiMultiTenancy from './resources/en/AbpUiMultiTenancy.json' with { type: 'json' };
import enAbpUiNavigation from './resources/en/AbpUiNavigation.json' with { type: 'json' };

export const RESOURCE_NAMES = [
  'Crm',
  'AbpUi',
  'AbpExceptionHandling',
  'AbpValidation',
  'AbpIdentity',
  'AbpAccount',
  'AbpTenantManagement',
  'AbpSettingManagement',
  'AbpFeatureManagement',
  'AbpPermissionManagement',
  'AbpUiMultiTenancy',
  'AbpUiNavigation',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
export type Texts = Readonly<Record<string, string>>;

/** Resources whose keys a resource falls back to, as ABP's `baseResources`. */
export const BASE_RESOURCES: Readonly<Record<ResourceName, readonly ResourceName[]>> = {
  Crm: ['AbpValidation', 'AbpUi'],
  AbpUi: ['AbpExceptionHandling'],
  AbpExceptionHandling: [],
  AbpValidation: [],
  AbpIdentity: ['AbpValidation'],
  AbpAccount: ['AbpValidation', 'AbpUi'],
  AbpTenantManagement: ['AbpValidation'],
  AbpSettingManagement: ['AbpValidation'],
  AbpFeatureManagement: ['AbpValidation'],
  AbpPermissionManagement: ['AbpValidation'],
  AbpUiMultiTenancy: [],
  AbpUiNavigation: [],
};

const fa: Record<ResourceName, Texts> = {
  Crm: faCrm,
  AbpUi: faAbpUi,
  AbpExceptionHandling: faAbpExceptionHandling,
  AbpValidation: faAbpValidation,
  AbpIdentity: faAbpIdentity,
  AbpAccount: faAbpAccount,
  AbpTenantManagement: faAbpTenantManagement,
  AbpSettingManagement: faAbpSettingManagement,
  AbpFeatureManagement: faAbpFeatureManagement,
  AbpPermissionManagement: faAbpPermissionManagement,
  AbpUiMultiTenancy: faAbpUiMultiTenancy,
  AbpUiNavigation: faAbpUiNavigation,
};
const en: Record<ResourceName, Texts> = {
  Crm: enCrm,
  AbpUi: enAbpUi,
  AbpExceptionHandling: enAbpExceptionHandling,
  AbpValidation: enAbpValidation,
  AbpIdentity: enAbpIdentity,
  AbpAccount: enAbpAccount,
  AbpTenantManagement: enAbpTenantManagement,
  AbpSettingManagement: enAbpSettingManagement,
  AbpFeatureManagement: enAbpFeatureManagement,
  AbpPermissionManagement: enAbpPermissionManagement,
  AbpUiMultiTenancy: enAbpUiMultiTenancy,
  AbpUiNavigation: enAbpUiNavigation,
};

export const TEXTS: Readonly<Record<Culture, Readonly<Record<ResourceName, Texts>>>> = { fa, en };
