import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import { resolveKey } from '@crm/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useRouterLink } from '../navigation/use-router-link';
import type { HostRoute } from './collect-routes';

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

/** Home, then the current page's titled ancestors and itself (spec §2); none on the home page. */
export function ShellBreadcrumb() {
  const { t } = useTranslation('host');
  const route = useMatches().at(-1)?.handle as HostRoute | undefined;
  const crumbs = (route?.crumbs ?? []).filter((crumb) => crumb.path !== '/');
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb aria-label={t('Breadcrumb')} data-testid="breadcrumb">
      <BreadcrumbItem>
        <Crumb to="/" current={false}>
          {t('Crm::Menu:Home')}
        </Crumb>
      </BreadcrumbItem>
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
