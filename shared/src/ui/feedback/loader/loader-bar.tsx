import { makeStyles, ProgressBar } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { useUiTexts } from '../../texts';
import { loaderStore } from '@crm/shared';

const useStyles = makeStyles({
  bar: { position: 'fixed', insetInline: 0, top: 0, zIndex: 1000002 },
});

/** The top loader bar; mounted once, in the host. Rendered only while loading shows. */
export function LoaderBar() {
  const { phase, progress } = useStore(loaderStore);
  const { t } = useUiTexts();
  const styles = useStyles();
  if (phase !== 'running' && phase !== 'finishing') return null;
  return (
    <div className={styles.bar} data-testid="loader-bar" data-phase={phase}>
      <ProgressBar thickness="large" value={progress / 100} aria-label={t('Loader.Label')} />
    </div>
  );
}
