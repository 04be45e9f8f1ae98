import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { AccountBrand } from '../features/layout/account-brand';
import { LanguageSwitch } from './language-switch';
import { useText } from './use-text';

// The application's account layout (features/layout/account-layout.tsx, account-brand.tsx),
// drawn with the same Fluent tokens.
const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorBrandBackground2,
  },
  language: { alignSelf: 'flex-end', marginInlineEnd: tokens.spacingHorizontalXXL },
  card: {
    // Its padding adds to the width: together no wider than 92% of a phone's window.
    width: `min(420px, calc(92vw - 2 * ${tokens.spacingHorizontalXXL}))`,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

export function SignInLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const text = useText();
  return (
    <div className={styles.page} data-layout="account">
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <AccountBrand name={text('Crm::AppName')} />
      <main className={styles.card}>{children}</main>
    </div>
  );
}
