import { makeStyles, tokens } from '@fluentui/react-components';
import { useBaskets, useCurrentUser } from '@crm/shared';
import { BackOfficeBasketPicker } from './back-office-basket-picker';
import { BasketSelector } from './basket-selector';
import { UserMenu } from './user-menu';

const useStyles = makeStyles({
  area: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // On a phone the basket selector and the user menu may need a line each.
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXS,
  },
});

/**
 * The user menu, beside the basket selector when there are several baskets, or the back
 * office's basket picker for staff, who may open any basket of the tenant. With one basket its
 * code sits beside the user's name.
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const styles = useStyles();
  const user = useCurrentUser();
  const baskets = useBaskets((state) => state.baskets);
  const selected = useBaskets((state) => state.selected);
  const anyBasket = useBaskets((state) => state.scope === 'tenant');
  if (!user?.isAuthenticated) return null;
  const name = [user.name, user.surName].filter(Boolean).join(' ') || user.userName || '';
  const picker = anyBasket ? (
    <BackOfficeBasketPicker />
  ) : baskets.length > 1 ? (
    <BasketSelector />
  ) : null;
  return (
    <div className={styles.area}>
      {picker}
      <UserMenu
        name={name}
        basketCode={picker ? undefined : selected?.basketCode}
        compact={compact}
        // Beside a basket selector a narrow screen has room for the menu's icon only.
        iconOnly={compact && picker !== null}
      />
    </div>
  );
}
