// The signed-in user's menu (ABP's LeptonX has one): the button shows the user's name (and the
// basket's code where no basket selector shows it); the list holds the profile, the security log,
// the password change and the sign-out. Fluent's Menu gives the keyboard: Enter, Space or
// ArrowDown open it, the arrows move, Escape closes it and gives focus back to the button.
import {
  makeStyles,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  PasswordRegular,
  PersonCircleRegular,
  PersonRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { isolate, logout, useGrantedPolicies, useLocalize, useTranslation } from '@crm/shared';
import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@crm/shared/routing';
import { useRemoteStore } from '../remotes/remote-store';
import { useShellStore } from '../startup/shell-store';
import { collectMenu } from './menu/menu';
import { userMenuLinks, type UserMenuLink } from './user-menu-links';

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', maxWidth: '18rem' },
  compactTrigger: { maxWidth: '34vw' },
  name: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  list: { minWidth: '12rem' },
});

const ICONS: Record<UserMenuLink['name'], FluentIcon> = {
  Profile: PersonRegular,
  SecurityLog: ShieldKeyholeRegular,
  ChangePassword: PasswordRegular,
};

function useLinks(): UserMenuLink[] {
  const remotes = useRemoteStore((store) => store.remotes);
  const granted = useGrantedPolicies();
  const passwordExpired = useShellStore((state) => state.passwordExpired);
  const { pathname, search } = useLocation();
  return useMemo(
    () =>
      userMenuLinks({
        entries: collectMenu(remotes).main,
        granted,
        passwordExpired,
        returnUrl: `${pathname}${search}`,
      }),
    [remotes, granted, passwordExpired, pathname, search],
  );
}

export interface UserMenuProps {
  name: string;
  /** The selected basket's code, when nothing else in the navbar shows it. */
  basketCode?: string | undefined;
  compact?: boolean;
  /** The button shows its icon only; the name stays its accessible name. */
  iconOnly?: boolean;
}

export function UserMenu({ name, basketCode, compact = false, iconOnly = false }: UserMenuProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const links = useLinks();
  const labels: Record<UserMenuLink['name'], string> = {
    Profile: t('UserMenu.Profile'),
    SecurityLog: localize('Crm::Menu:SecurityLog'),
    ChangePassword: localize('Crm::Menu:ChangePassword'),
  };
  const follow = (event: MouseEvent, path: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="primary"
          icon={<PersonCircleRegular />}
          className={compact ? `${styles.trigger} ${styles.compactTrigger}` : styles.trigger}
          title={isolate(name)}
          aria-label={iconOnly ? isolate(name) : undefined}
          data-testid="user-menu"
        >
          {!iconOnly && (
            <span className={styles.name} data-testid="user-name">
              <bdi>{name}</bdi>
              {basketCode && (
                <>
                  {' — '}
                  <bdi>{basketCode}</bdi>
                </>
              )}
            </span>
          )}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList className={styles.list} data-testid="user-menu-list">
          {links.map((link) => {
            const Icon = ICONS[link.name];
            return (
              <MenuItemLink
                key={link.name}
                href={link.path}
                icon={<Icon />}
                onClick={(event) => follow(event, link.path)}
                data-testid={link.testId}
              >
                {labels[link.name]}
              </MenuItemLink>
            );
          })}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()} data-testid="logout">
            {localize('Crm::Logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
