// Permission lists as the server sends them, for the tests.
import type {
  PermissionGrantInfoDto,
  PermissionListDto,
  ProviderInfoDto,
} from '../../api/permission-dtos';

export function permission(
  name: string,
  parentName: string | null,
  isGranted = false,
  grantedProviders: ProviderInfoDto[] = isGranted ? [{ providerName: 'R', providerKey: 'x' }] : [],
): PermissionGrantInfoDto {
  return {
    name,
    displayName: `${name} text`,
    parentName,
    isGranted,
    allowedProviders: ['R', 'U'],
    grantedProviders,
  };
}

const byUser = [{ providerName: 'U', providerKey: 'u-1' }];
const byRole = [{ providerName: 'R', providerKey: 'admin' }];

/**
 * For the user `u-1`: Identity › Users › Users.Create (granted to the user), Users.Update
 * (granted through the role `admin`: locked) › Users.Update.ManageRoles; Identity › Roles;
 * Reports › Reports.Twrr.
 */
export function sampleList(): PermissionListDto {
  return {
    entityDisplayName: 'sara',
    groups: [
      {
        name: 'Identity',
        displayName: 'Identity management',
        permissions: [
          permission('Users', null, true, byUser),
          permission('Users.Create', 'Users', true, byUser),
          permission('Users.Update', 'Users', true, byRole),
          permission('Users.Update.ManageRoles', 'Users.Update'),
          permission('Roles', null),
        ],
      },
      {
        name: 'Reports',
        displayName: 'Reports',
        permissions: [permission('Reports', null), permission('Reports.Twrr', 'Reports')],
      },
    ],
  };
}

/** `count` permissions in four groups, each tree up to four levels deep, none granted. */
export function generatedList(count: number): PermissionListDto {
  const groups = Array.from({ length: 4 }, (_, g) => ({
    name: `G${g}`,
    displayName: `Group ${g}`,
    permissions: [] as PermissionGrantInfoDto[],
  }));
  for (let i = 0; i < count; i += 1) {
    const group = groups[i % 4]!;
    const own = group.permissions.length;
    // Every fifth is a root; the others hang under an earlier one, at most three levels down.
    const parent = own % 5 === 0 ? null : (group.permissions[Math.floor((own - 1) / 2)] ?? null);
    const tooDeep = parent !== null && parent.name.split('.').length > 3;
    const parentName = tooDeep ? null : (parent?.name ?? null);
    const name = parentName ? `${parentName}.p${i}` : `G${i % 4}p${i}`;
    group.permissions.push(permission(name, parentName));
  }
  return { entityDisplayName: 'many', groups };
}
