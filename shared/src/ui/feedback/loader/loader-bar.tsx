// The top loader bar, drawn as ABP's is: a thin brand-coloured line across the top of the page
// whose width follows the loader store. Fluent's ProgressBar (with its motion code, 10 KB
// minified) was in the sign-in page's entry for a line of colour.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useStore } from 'zustand';
import { useUiTexts } from '../../texts';
import { loaderStore } from '@crm/shared';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: 0,
    top: 0,
    zIndex: 1000002,
    height: '4px',
    backgroundColor: tokens.colorNeutralBackground6,
  },
  fill: {
    height: '100%',
    backgroundColor: tokens.colorCompoundBrandBackground,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
});

/** Mounted once, in the host. Rendered only while loading shows. */
export function LoaderBar() {
  const { phase, progress } = useStore(loaderStore);
  const { t } = useUiTexts();
  const styles = useStyles();
  if (phase !== 'running' && phase !== 'finishing') return null;
  const percent = Math.round(progress);
  return (
    <div
      className={styles.bar}
      data-testid="loader-bar"
      data-phase={phase}
      role="progressbar"
      aria-label={t('Loader.Label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
