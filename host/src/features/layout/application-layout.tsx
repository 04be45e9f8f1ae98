import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation } from '@crm/shared/routing';
import { PHONE_SCREEN } from '@crm/shared/ui';
import { RequireSignIn } from '../guards/require-sign-in';
import { OverrideBanner } from '../remotes/override-banner';
import { ShellBreadcrumb } from './breadcrumb';
import { MAIN_CONTENT_ID, useMainFocusOnNavigation } from './main-focus';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  shell: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    flex: 1,
    padding: tokens.spacingHorizontalXXL,
    [PHONE_SCREEN]: { padding: tokens.spacingHorizontalM },
    maxWidth: '1280px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    // Focused only by the skip link and after navigation, as the start of the page: no ring.
    ':focus': { outline: 'none' },
  },
});

export function ApplicationLayout() {
  useDocumentTitle();
  const styles = useStyles();
  const main = useMainFocusOnNavigation();
  // The path of the page drawn here: while the next page's code loads, the router keeps the
  // previous page on screen (and this path) although the address has changed.
  const { pathname } = useLocation();
  return (
    <div className={styles.shell} data-layout="application">
      <SkipLink />
      <Navbar />
      <OverrideBanner />
      <main
        id={MAIN_CONTENT_ID}
        ref={main}
        tabIndex={-1}
        className={styles.main}
        data-path={pathname}
      >
        <RequireSignIn>
          <ShellBreadcrumb />
          <Outlet />
        </RequireSignIn>
      </main>
    </div>
  );
}
