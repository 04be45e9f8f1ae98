import type { MenuEntry } from '@crm/shared/contracts';
import type { ActiveRemote } from '@crm/shared/platform';
import type { RemoteEntryState } from '../../remotes/remote-store';
import { collectMenu } from './menu';
import { groupMenu, groupOfPath } from './menu-tree';

const entry = (name: string, order: number, parentName?: string): MenuEntry => ({
  name,
  path: name === 'Home' ? '/' : `/${name}`,
  order,
  ...(parentName ? { parentName } : {}),
});

/** A remote known by its release's navigation, holding these menu entries. */
const remote = (name: string, menu: MenuEntry[]): RemoteEntryState =>
  ({
    status: 'idle',
    release: {
      name,
      version: '1.0.0',
      entry: '',
      remoteEntry: '',
      integrity: '',
      areas: [],
      overridden: false,
      navigation: { routes: [], menu, texts: { fa: {}, en: {} } },
    } as ActiveRemote,
    error: undefined,
  }) as RemoteEntryState;

describe('collectMenu orders entries of equal order the same whichever remote came first', () => {
  const contracts = remote('contracts', [entry('QuestionModify', 14)]);
  const account = remote('account', [entry('SecurityLog', 14), entry('ChangePassword', 15)]);
  const reports = remote('reports', [entry('ShareDeal', 5), entry('BalanceSheetCurrent', 5)]);

  it.each([
    ['contracts first', { contracts, account, reports }],
    ['account first', { account, reports, contracts }],
  ])('%s: the spec’s order', (_, remotes) => {
    expect(collectMenu(remotes).main.map((e) => e.name)).toEqual([
      'BalanceSheetCurrent',
      'ShareDeal',
      'QuestionModify',
      'SecurityLog',
      'ChangePassword',
    ]);
  });
});

describe('groupMenu', () => {
  const entries = [
    entry('Home', 1),
    entry('PortfolioStatus', 2, 'Reports'),
    entry('Mwrr', 9, 'Reports'),
    entry('AssetManagement', 11, 'Contracts'),
    entry('SecurityLog', 14, 'Account'),
    entry('Orphan', 16, 'NoSuchGroup'),
  ];

  it('keeps ungrouped entries as links and gathers each group at its first entry', () => {
    const items = groupMenu(entries).map((item) =>
      item.kind === 'link'
        ? item.entry.name
        : `${item.group.name}: ${item.entries.map((e) => e.name).join(', ')}`,
    );
    expect(items).toEqual([
      'Home',
      'Reports: PortfolioStatus, Mwrr',
      'Contracts: AssetManagement',
      'Account: SecurityLog',
      'Orphan',
    ]);
  });

  it('draws no group whose entries are all hidden', () => {
    const items = groupMenu([entry('Home', 1)]);
    expect(items).toEqual([{ kind: 'link', entry: entry('Home', 1) }]);
  });

  it('finds the group of a page from the entry that leads to it', () => {
    expect(groupOfPath(entries, '/Mwrr')?.labelKey).toBe('Crm::Menu:Reports');
    expect(groupOfPath(entries, '/')).toBeUndefined();
    expect(groupOfPath(entries, '/elsewhere')).toBeUndefined();
  });
});
