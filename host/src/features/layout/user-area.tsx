import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonSettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { logout, useBaskets, useCurrentUser, useLocalize } from '@crm/shared';
import { currentPath, navigateTo } from '../navigation/navigate';
import { BackOfficeBasketPicker } from './back-office-basket-picker';
import { BasketSelector } from './basket-selector';

/** The account's own page, which brings the user back to where they were (spec §7). */
export function manageAccountPath(returnUrl: string): string {
  return returnUrl.startsWith(MANAGE_PATH)
    ? MANAGE_PATH
    : `${MANAGE_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
const MANAGE_PATH = '/account/manage';

const useStyles = makeStyles({
  area: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: {
    color: tokens.colorNeutralForegroundOnBrand,
    maxWidth: '40vw',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

/**
 * The user's name with the basket code, or the basket selector when there are several; the back
 * office's basket picker for staff, who may open any basket of the tenant.
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const styles = useStyles();
  const localize = useLocalize();
  const user = useCurrentUser();
  const baskets = useBaskets((state) => state.baskets);
  const selected = useBaskets((state) => state.selected);
  const anyBasket = useBaskets((state) => state.scope === 'tenant');
  if (!user?.isAuthenticated) return null;
  const name = [user.name, user.surName].filter(Boolean).join(' ') || user.userName;
  return (
    <div className={styles.area}>
      {anyBasket ? (
        <BackOfficeBasketPicker />
      ) : baskets.length > 1 ? (
        <BasketSelector />
      ) : (
        <Text className={styles.name} data-testid="user-name">
          {name}
          {selected ? ` — ${selected.basketCode}` : ''}
        </Text>
      )}
      <Button
        as="a"
        appearance="primary"
        icon={<PersonSettingsRegular />}
        href={MANAGE_PATH}
        onClick={(event) => {
          event.preventDefault();
          navigateTo(manageAccountPath(currentPath()));
        }}
        data-testid="manage-account"
        aria-label={localize('Crm::ManageYourAccount')}
        title={localize('Crm::ManageYourAccount')}
      />
      <Button
        appearance="primary"
        icon={<SignOutRegular />}
        onClick={() => void logout()}
        data-testid="logout"
        aria-label={localize('Crm::Logout')}
      >
        {compact ? null : localize('Crm::Logout')}
      </Button>
    </div>
  );
}
