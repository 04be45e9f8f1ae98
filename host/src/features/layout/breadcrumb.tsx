import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { resolveKey, useLocalize, useTranslation } from '@crm/shared';
import { Fragment } from 'react';
import { useRouterLink } from '../navigation/use-router-link';
import type { HostRoute } from './collect-routes';
import { useCurrentRoute } from './current-route';
import { usePageGroup } from './menu/use-page-group';

const NO_CRUMBS: HostRoute['crumbs'] = [];

const useStyles = makeStyles({
  // The group has no page of its own: plain text, in the crumbs' size and spacing.
  group: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  // A long trail goes on a second line on a phone rather than past the window's edge.
  list: { flexWrap: 'wrap' },
});

/** A crumb is a link (it goes somewhere); the current page's crumb is plain text. */
function Crumb({ to, current, children }: { to: string; current: boolean; children: string }) {
  const link = useRouterLink(to);
  return current ? (
    <BreadcrumbButton current>{children}</BreadcrumbButton>
  ) : (
    <BreadcrumbButton as="a" {...link}>
      {children}
    </BreadcrumbButton>
  );
}

/**
 * Home, the menu group the page sits in, then the page's titled ancestors and itself (spec §2);
 * none on the home page.
 */
export function ShellBreadcrumb() {
  const styles = useStyles();
  const { t } = useTranslation('host');
  const localize = useLocalize();
  const route = useCurrentRoute();
  const crumbs = (route?.crumbs ?? NO_CRUMBS).filter((crumb) => crumb.path !== '/');
  const group = usePageGroup(crumbs);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      aria-label={t('Breadcrumb')}
      list={{ className: styles.list }}
      data-testid="breadcrumb"
    >
      <BreadcrumbItem>
        <Crumb to="/" current={false}>
          {t('Crm::Menu:Home')}
        </Crumb>
      </BreadcrumbItem>
      {group && (
        <>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <span className={styles.group} data-testid="breadcrumb-group">
              {localize(group.labelKey)}
            </span>
          </BreadcrumbItem>
        </>
      )}
      {crumbs.map((crumb, index) => {
        const current = index === crumbs.length - 1;
        return (
          <Fragment key={crumb.path}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              <Crumb to={crumb.path} current={current}>
                {t(resolveKey(crumb.titleKey))}
              </Crumb>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
