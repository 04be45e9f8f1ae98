// Every permission the server knows: the product's policies (spec §6) and ABP's identity,
// tenant, feature and setting permissions with their sub-permissions. A permission is granted to
// a role (`R`) or a user (`U`); `host` permissions exist only on the host side, so a tenant's
// administrator can never hold them.

export type MultiTenancySide = 'both' | 'host' | 'tenant';

export interface PermissionDefinition {
  name: string;
  /** `Resource::Key` of the display name. */
  displayName: string;
  parentName: string | null;
  side: MultiTenancySide;
}

export interface PermissionGroupDefinition {
  name: string;
  displayName: string;
  permissions: PermissionDefinition[];
}

type Node = [name: string, displayName: string, children?: Node[], side?: MultiTenancySide];

function flatten(
  nodes: Node[],
  parentName: string | null,
  inherited: MultiTenancySide,
): PermissionDefinition[] {
  return nodes.flatMap(([name, displayName, children = [], side = inherited]) => [
    { name, displayName, parentName, side },
    ...flatten(children, name, side),
  ]);
}

function group(name: string, displayName: string, nodes: Node[], side: MultiTenancySide = 'both') {
  return { name, displayName, permissions: flatten(nodes, null, side) };
}

const crud = (prefix: string, resource: string, extra: Node[] = []): Node[] => [
  [`${prefix}.Create`, `${resource}::Permission:Create`],
  [`${prefix}.Update`, `${resource}::Permission:Edit`],
  [`${prefix}.Delete`, `${resource}::Permission:Delete`],
  ...extra,
];

const CRM_PAGES = [
  'HomePage',
  'PortfolioStatus',
  'BasketShareAssetState',
  'AssetStateShare',
  'BalanceSheetCurrent',
  'ShareDeal',
  'AssetComposition',
  'Turnover',
  'Mwrr',
  'AssetManagement',
  'PortfolioWage',
  'PortfolioModify',
  'QuestionModify',
];

export const PERMISSION_GROUPS: readonly PermissionGroupDefinition[] = [
  // The portfolio business (reports, contracts, wages, questions) lives in tenants: the host has
  // no customers or baskets, so its administrator holds only the home page of this group.
  group(
    'Crm',
    'Crm::Permission:Crm',
    CRM_PAGES.map((page): Node => [
      `Crm.${page}`,
      `Crm::Permission:${page}`,
      [],
      page === 'HomePage' ? 'both' : 'tenant',
    ]),
  ),
  group('AbpIdentity', 'AbpIdentity::Permission:IdentityManagement', [
    [
      'AbpIdentity.Roles',
      'AbpIdentity::Permission:RoleManagement',
      crud('AbpIdentity.Roles', 'AbpIdentity', [
        ['AbpIdentity.Roles.ManagePermissions', 'AbpIdentity::Permission:ChangePermissions'],
      ]),
    ],
    [
      'AbpIdentity.Users',
      'AbpIdentity::Permission:UserManagement',
      [
        [`AbpIdentity.Users.Create`, `AbpIdentity::Permission:Create`],
        [
          `AbpIdentity.Users.Update`,
          `AbpIdentity::Permission:Edit`,
          [['AbpIdentity.Users.Update.ManageRoles', 'AbpIdentity::Permission:ManageRoles']],
        ],
        [`AbpIdentity.Users.Delete`, `AbpIdentity::Permission:Delete`],
        ['AbpIdentity.Users.ManagePermissions', 'AbpIdentity::Permission:ChangePermissions'],
      ],
    ],
    ['AbpIdentity.UserLookup', 'AbpIdentity::Permission:UserLookup'],
  ]),
  group(
    'AbpTenantManagement',
    'AbpTenantManagement::Permission:TenantManagement',
    [
      [
        'AbpTenantManagement.Tenants',
        'AbpTenantManagement::Permission:TenantManagement',
        crud('AbpTenantManagement.Tenants', 'AbpTenantManagement', [
          [
            'AbpTenantManagement.Tenants.ManageFeatures',
            'AbpTenantManagement::Permission:ManageFeatures',
          ],
          [
            'AbpTenantManagement.Tenants.ManageConnectionStrings',
            'AbpTenantManagement::Permission:ManageConnectionStrings',
          ],
        ]),
      ],
    ],
    'host',
  ),
  group(
    'FeatureManagement',
    'AbpFeatureManagement::Permission:FeatureManagement',
    [
      [
        'FeatureManagement.ManageHostFeatures',
        'AbpFeatureManagement::Permission:FeatureManagement.ManageHostFeatures',
      ],
    ],
    'host',
  ),
  group('SettingManagement', 'AbpSettingManagement::Permission:SettingManagement', [
    [
      'SettingManagement.Emailing',
      'AbpSettingManagement::Permission:Emailing',
      [['SettingManagement.Emailing.Test', 'AbpSettingManagement::Permission:EmailingTest']],
    ],
  ]),
  group(
    'Platform',
    'Crm::Permission:Platform',
    [['Platform.Remotes', 'Crm::Permission:Platform.Remotes']],
    'host',
  ),
];

export const PERMISSIONS: ReadonlyMap<string, PermissionDefinition> = new Map(
  PERMISSION_GROUPS.flatMap((g) => g.permissions).map((p) => [p.name, p]),
);

/** Whether a permission can be held on this side (host: no tenant). */
export function isAvailableOn(permission: PermissionDefinition, isHost: boolean): boolean {
  return permission.side === 'both' || permission.side === (isHost ? 'host' : 'tenant');
}

/** Every permission available on a side: what the `admin` role is granted when seeded. */
export function permissionsFor(isHost: boolean): string[] {
  return [...PERMISSIONS.values()].filter((p) => isAvailableOn(p, isHost)).map((p) => p.name);
}
