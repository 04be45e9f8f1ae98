// A row's actions as ABP shows them: one "Actions" menu button. Actions the caller may not use
// are left out, and with none left the button is not shown.
import { useLocalize } from '@crm/shared';
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';

export interface RowAction {
  /** `Resource::Key` of the menu text. */
  text: string;
  onClick: () => void;
  visible?: boolean;
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const localize = useLocalize();
  const shown = actions.filter((action) => action.visible !== false);
  if (shown.length === 0) return null;
  return (
    <Menu positioning="below-start">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton size="small" appearance="subtle" data-testid="row-actions">
          {localize('AbpUi::Actions')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {shown.map((action) => (
            <MenuItem
              key={action.text}
              onClick={action.onClick}
              data-testid={`row-action-${action.text.split('::').pop()}`}
            >
              {localize(action.text)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
