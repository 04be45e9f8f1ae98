import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalize } from '@crm/shared';
import { ProductLogo } from './product-logo';

const useStyles = makeStyles({
  brand: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorBrandForeground1,
  },
});

/** The product's logo and name above the account pages' card (sign-in, registration, reset). */
export function AccountBrand() {
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <div className={styles.brand} data-testid="product-brand">
      <ProductLogo size={56} />
      <Text size={600} weight="bold">
        {localize('Crm::AppName')}
      </Text>
    </div>
  );
}
