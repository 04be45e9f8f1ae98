import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
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

/**
 * The product's logo and name above the account pages' card (sign-in, registration, reset), in
 * the application's account layout and on the host's own sign-in page (each with its own texts).
 */
export function AccountBrand({ name }: { name: string }) {
  const styles = useStyles();
  return (
    <div className={styles.brand} data-testid="product-brand">
      <ProductLogo size={56} />
      <Text size={600} weight="bold">
        {name}
      </Text>
    </div>
  );
}
