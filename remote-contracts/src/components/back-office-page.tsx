// The frame of a back-office page: the title, the page's tabs (contracts and baskets share
// `/portfolioModify`), a toolbar, and the content once the basket check passed (spec §4).
import { PageFrame, PageSpinner } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@crm/shared/routing';
import { useRequireBaskets } from '../lib/use-require-baskets';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

export interface BackOfficePageProps {
  testId: string;
  title: string;
  tabs?: readonly { path: string; label: string }[];
  tools?: ReactNode;
  /** Redirect to `/` when the tenant has no basket (default true). */
  requireBaskets?: boolean;
  children: ReactNode;
}

function Guarded({ children }: { children: ReactNode }) {
  return useRequireBaskets() === 'ok' ? children : <PageSpinner />;
}

export function BackOfficePage({ requireBaskets = true, ...props }: BackOfficePageProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const content = (
    <>
      {props.tools && <div className={styles.tools}>{props.tools}</div>}
      {props.children}
    </>
  );
  return (
    <PageFrame testId={props.testId} title={localize(props.title)}>
      {props.tabs && (
        <TabList
          selectedValue={pathname}
          onTabSelect={(_event, data) => navigate(String(data.value))}
        >
          {props.tabs.map((tab) => (
            <Tab key={tab.path} value={tab.path}>
              {localize(tab.label)}
            </Tab>
          ))}
        </TabList>
      )}
      {requireBaskets ? <Guarded>{content}</Guarded> : content}
    </PageFrame>
  );
}

export const PORTFOLIO_MODIFY_TABS = [
  { path: '/portfolioModify', label: 'contracts::Modify.ContractsTab' },
  { path: '/portfolioModify/baskets', label: 'contracts::Modify.BasketsTab' },
] as const;
