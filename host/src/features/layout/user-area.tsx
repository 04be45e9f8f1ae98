import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { logout, useBaskets, useCurrentUser, useLocalize } from '@crm/shared';
import { BasketSelector } from './basket-selector';

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

/** The user's name with the basket code, or the basket selector when there are several. */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const styles = useStyles();
  const localize = useLocalize();
  const user = useCurrentUser();
  const baskets = useBaskets((state) => state.baskets);
  const selected = useBaskets((state) => state.selected);
  if (!user?.isAuthenticated) return null;
  const name = [user.name, user.surName].filter(Boolean).join(' ') || user.userName;
  return (
    <div className={styles.area}>
      {baskets.length > 1 ? (
        <BasketSelector />
      ) : (
        <Text className={styles.name} data-testid="user-name">
          {name}
          {selected ? ` — ${selected.basketCode}` : ''}
        </Text>
      )}
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
