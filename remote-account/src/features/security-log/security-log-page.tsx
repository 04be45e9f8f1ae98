import {
  ListTable,
  type DataTableColumn,
  NotLoaded,
  PageFrame,
  useListQuery,
} from '@crm/shared/ui';
import { isolate, useCurrentUser, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Text } from '@crm/shared/fluent';
import { accountApi, type SecurityLogItem } from '../../api/account-api';
import { browserName } from './browser-name';

/** The signed-in user's security log, newest first, paged by the server. */
export default function SecurityLogPage() {
  const localize = useLocalize();
  // The application layout signs the user in first; until the configuration says who is signed
  // in, nothing is asked of the server (an anonymous call would only fail).
  const signedIn = useCurrentUser()?.isAuthenticated === true;
  return (
    <PageFrame testId="page-security-log" title={localize('account::SecurityLog.Title')}>
      <Text>{localize('account::SecurityLog.Intro')}</Text>
      {signedIn && <SecurityLogTable />}
    </PageFrame>
  );
}

function SecurityLogTable() {
  const localize = useLocalize();
  const { dateTime } = useDisplayFormat();
  const list = useListQuery<SecurityLogItem>({
    fetch: (query) =>
      accountApi.getSecurityLog(
        Math.floor(query.skipCount / query.maxResultCount) + 1,
        query.maxResultCount,
      ),
  });
  const columns: DataTableColumn<SecurityLogItem>[] = [
    {
      key: 'creationTime',
      header: 'AbpAccount::Date',
      render: (row) => dateTime(row.creationTime),
    },
    {
      key: 'action',
      header: 'AbpAccount::Action',
      render: (row) =>
        localize({ key: `AbpAccount::SecurityLogAction:${row.action}`, defaultValue: row.action }),
    },
    {
      key: 'clientIpAddress',
      header: 'AbpAccount::IpAddress',
      render: (row) => <span dir="ltr">{row.clientIpAddress ?? ''}</span>,
    },
    {
      key: 'browserInfo',
      header: 'AbpAccount::Browser',
      render: (row) => (
        <span dir="ltr" title={row.browserInfo ? isolate(row.browserInfo) : undefined}>
          {browserName(row.browserInfo)}
        </span>
      ),
    },
  ];
  // A failure was shown by the shell's error handler (spec §8); an empty table would say there
  // is no entry, so the list's place says it was not received instead.
  if (list.error && !list.loading) return <NotLoaded onRetry={list.refresh} />;
  return (
    <ListTable
      list={list}
      aria-label={localize('account::SecurityLog.Title')}
      columns={columns}
      getRowId={(row) => row.id}
    />
  );
}
