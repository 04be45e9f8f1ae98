import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { menuLabelKey, useLocalize, type MenuEntry } from '@crm/shared';
import { useNavigate } from 'react-router';

/** The Administration group: kept out of the main menu (spec §2), offered as its own menu. */
export function AdministrationMenu({ entries }: { entries: MenuEntry[] }) {
  const localize = useLocalize();
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" data-testid="administration-menu">
          {localize('Crm::Menu:Administration')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries.map((entry) => (
            <MenuItem key={entry.name} onClick={() => navigate(entry.path)}>
              {localize(menuLabelKey(entry))}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
