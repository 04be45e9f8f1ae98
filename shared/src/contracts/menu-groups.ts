// The menu's groups as data. A menu entry joins a group by naming it as its `parentName`; the
// host draws each group as one menu in the navbar (one section of the narrow screen's menu) and
// names it in the breadcrumb. Entries without a group stay top-level links (Home).
// Decision: docs/decisions/0007-grouped-navigation.md.

export interface MenuGroup {
  name: string;
  /** Label key, resolved by the host's catalogue. */
  labelKey: string;
  iconName: string;
}

export const MENU_GROUP = {
  reports: 'Reports',
  contracts: 'Contracts',
  account: 'Account',
  administration: 'Administration',
} as const;

export const MENU_GROUPS: readonly MenuGroup[] = [
  { name: MENU_GROUP.reports, labelKey: 'Crm::Menu:Reports', iconName: 'DataBarVertical' },
  { name: MENU_GROUP.contracts, labelKey: 'Crm::Menu:Contracts', iconName: 'DocumentBriefcase' },
  { name: MENU_GROUP.account, labelKey: 'Crm::Menu:Account', iconName: 'Person' },
  {
    name: MENU_GROUP.administration,
    labelKey: 'Crm::Menu:Administration',
    iconName: 'Wrench',
  },
];

export function menuGroupNamed(name: string | undefined): MenuGroup | undefined {
  return MENU_GROUPS.find((group) => group.name === name);
}
