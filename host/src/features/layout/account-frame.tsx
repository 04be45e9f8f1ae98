import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { AccountBrand } from './account-brand';

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

export interface AccountFrameProps {
  /** The product's name under its logo, in the page's language. */
  name: string;
  /** The language switch, at the top's end. */
  language: ReactNode;
  /** What stands above everything (the application's release override banner). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The account pages' frame (sign-in, registration, reset): the language switch, the brand and
 * the card. Drawn by the application's account layout and by the host's own sign-in page.
 */
export function AccountFrame({ name, language, banner, children }: AccountFrameProps) {
  const styles = useStyles();
  return (
    <div className={styles.page} data-layout="account">
      {banner}
      <div className={styles.language}>{language}</div>
      <AccountBrand name={name} />
      <main className={styles.card}>{children}</main>
    </div>
  );
}
