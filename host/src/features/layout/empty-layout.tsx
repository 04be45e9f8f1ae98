import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from '@crm/shared/routing';
import { PHONE_SCREEN } from '@crm/shared/ui';
import { OverrideBanner } from '../remotes/override-banner';
import { useDocumentTitle } from './use-document-title';

// A page without the shell's bars (a report shown alone, /twrr/1) keeps the shell's page margins.
const useStyles = makeStyles({
  main: {
    padding: tokens.spacingHorizontalXXL,
    [PHONE_SCREEN]: { padding: tokens.spacingHorizontalM },
    maxWidth: '1280px',
    boxSizing: 'border-box',
    margin: '0 auto',
  },
});

export function EmptyLayout() {
  useDocumentTitle();
  const styles = useStyles();
  return (
    <div data-layout="empty">
      <OverrideBanner />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
