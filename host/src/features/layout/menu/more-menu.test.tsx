// The «More» button lists what the row has no room for. jsdom lays nothing out, so which items
// overflow is given here in place of Fluent's measurement (`mockOverflow`).
import { act, fireEvent, screen } from '@testing-library/react';
import { addResources } from '@crm/shared';
import type { MenuEntry } from '@crm/shared/contracts';
import { renderAt, setTestLanguage } from '@crm/shared/testing';
import { hostResources } from '../../../locales';
import { groupMenu } from './menu-tree';
import { MoreMenu } from './more-menu';

const mockOverflow = { hidden: new Set<string>() };

jest.mock('@fluentui/react-components', () => ({
  ...jest.requireActual('@fluentui/react-components'),
  useOverflowMenu: () => ({
    ref: { current: null },
    overflowCount: mockOverflow.hidden.size,
    isOverflowing: mockOverflow.hidden.size > 0,
  }),
  useIsOverflowItemVisible: (id: string) => !mockOverflow.hidden.has(id),
}));

const registerHostTexts = () => {
  for (const [namespace, texts] of Object.entries(hostResources)) addResources(namespace, texts);
};

const entry = (name: string, labelKey: string, parentName?: string): MenuEntry => ({
  name,
  path: `/${name}`,
  order: 0,
  labelKey,
  ...(parentName ? { parentName } : {}),
});

const ITEMS = groupMenu([
  entry('Home', 'Crm::Menu:Home'),
  entry('Twrr', 'Crm::Menu:Twrr', 'Reports'),
  entry('ShareDeal', 'Crm::Menu:ShareDeal', 'Reports'),
  entry('PortfolioModify', 'Crm::Menu:PortfolioModify', 'Contracts'),
]);

describe('the desktop menu’s «More» button', () => {
  beforeEach(() => setTestLanguage('fa', registerHostTexts));

  it('is not drawn while every item fits the row', () => {
    mockOverflow.hidden = new Set();
    renderAt('/', '*', <MoreMenu items={ITEMS} />);
    expect(screen.queryByTestId('menu-more')).toBeNull();
  });

  it('lists the items that do not fit, a group’s entries under its name, and follows one', async () => {
    mockOverflow.hidden = new Set(['group-Reports', 'group-Contracts']);
    renderAt('/', '*', <MoreMenu items={ITEMS} />);
    const more = screen.getByTestId('menu-more');
    expect(more.textContent).toBe('بیشتر');
    await act(async () => void fireEvent.click(more));
    const list = screen.getByTestId('menu-more-list');
    expect(list.querySelector('[data-testid="menu-item-Home"]')).toBeNull();
    const reports = screen.getByTestId('menu-more-group-Reports');
    expect(reports.textContent).toContain('گزارش‌ها');
    expect(
      [...list.querySelectorAll('[role="menuitem"]')].map((item) => item.getAttribute('href')),
    ).toEqual(['/Twrr', '/ShareDeal', '/PortfolioModify']);
    await act(async () => void fireEvent.click(screen.getByTestId('menu-item-ShareDeal')));
    expect(screen.getByTestId('location').textContent).toBe('/ShareDeal');
  });
});
