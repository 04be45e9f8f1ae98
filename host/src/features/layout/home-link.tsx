import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocalize, useTranslation } from '@crm/shared';
import { ProductLogo } from './product-logo';
import type { MouseEvent } from 'react';
import { useNavigate } from '@crm/shared/routing';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: 'inherit',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`,
      outlineOffset: '2px',
    },
  },
});

/** The navbar's logo and product name: a link to the home page, as ABP's themes have it. */
export function HomeLink({ nameShown = true }: { nameShown?: boolean }) {
  const styles = useStyles();
  const localize = useLocalize();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const product = localize('Crm::AppName');
  const follow = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate('/');
  };
  return (
    <a
      href="/"
      className={styles.link}
      onClick={follow}
      aria-label={t('HomeLink', { product })}
      data-testid="home-link"
    >
      <ProductLogo size={28} tone="onBrand" />
      {nameShown && <span>{product}</span>}
    </a>
  );
}
