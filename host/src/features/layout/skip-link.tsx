import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '@crm/shared';
import { MAIN_CONTENT_ID } from './main-focus';

const useStyles = makeStyles({
  // Out of sight until focused: the first Tab of a page shows it above the navbar.
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1001,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: tokens.shadow16,
    ':focus': { top: tokens.spacingVerticalS, outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

/** Lets a keyboard user pass the navbar's many links in one step (WCAG 2.4.1). */
export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation('host');
  return (
    <a
      className={styles.link}
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // Focus, not the URL's fragment, which the router would take for a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('SkipToContent')}
    </a>
  );
}
