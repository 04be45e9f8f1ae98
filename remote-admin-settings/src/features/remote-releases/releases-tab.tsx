import { confirm, isolate, toast, useLocalize } from '@crm/shared';
import { ErrorBar, PageSpinner } from '@crm/shared/ui';
import {
  Badge,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@crm/shared/fluent';
import { useCallback, useEffect, useState } from 'react';
import { settingsApi, type ReleaseItem, type ReleaseList } from '../../api/settings-api';
import type { RemoteName } from '@crm/shared/platform';
import { actorText } from './actor';
import { CanaryPanel } from './canary-panel';
import { clearPins, groupByRemote, pinRelease, readPins, unpinRemote } from './release-pins';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // A canary's version (`1.0.3-canary.1795831820583`) is wider than its column on a phone.
  version: { overflowWrap: 'anywhere' },
  // On a phone the releases table scrolls inside its card instead of squeezing its columns.
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
});

const reload = () => window.location.reload();

/**
 * Each remote's stable release and canary (raise, complete, abort) and its registered releases:
 * promote (not a withdrawn one), and pin one for this session (QA). Rolling back is aborting the
 * canary: without one there is nothing to roll back (the server refuses it).
 */
export default function ReleasesTab() {
  const localize = useLocalize();
  const styles = useStyles();
  const [data, setData] = useState<ReleaseList>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const pins = readPins();
  const pinned = (item: ReleaseItem) =>
    pins.some((pin) => pin.name === item.name && pin.version === item.version);

  const load = useCallback(() => settingsApi.listReleases().then(setData, setError), []);
  useEffect(() => void load(), [load]);

  const run = async (message: string, params: unknown[], action: () => Promise<unknown>) => {
    const answer = await confirm({
      message,
      messageLocalizationParams: params,
      severity: 'warning',
    });
    if (answer !== 'confirm') return;
    setBusy(true);
    setError(undefined);
    try {
      await action();
      toast.success('AbpUi::SavedSuccessfully');
      await load();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!data && !error) return <PageSpinner />;
  return (
    <div className={styles.tab} data-testid="releases-tab">
      <Text>
        {localize('adminSettings::Releases.Intro')} {localize('adminSettings::Releases.Intro2')}
      </Text>
      {pins.length > 0 && (
        <MessageBar intent="warning" data-testid="pins-banner">
          <MessageBarBody>
            {localize('adminSettings::Releases.PinsActive')}{' '}
            <span dir="ltr">{pins.map((pin) => `${pin.name}@${pin.version}`).join('، ')}</span>
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                clearPins();
                reload();
              }}
            >
              {localize('adminSettings::Releases.ClearPins')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {data && !data.overridesAllowed && (
        <MessageBar intent="info">
          <MessageBarBody>{localize('adminSettings::Releases.OverridesOff')}</MessageBarBody>
        </MessageBar>
      )}
      <ErrorBar error={error} />
      {groupByRemote(data?.items ?? []).map(([name, releases]) => {
        const rollout = data?.rollouts.find((each) => each.name === name);
        const canaryVersion = rollout?.canary?.version;
        return (
          <Card key={name} data-testid={`remote-${name}`}>
            <div className={styles.header}>
              <Text weight="semibold" size={500}>
                {name}
              </Text>
            </div>
            {rollout && (
              <CanaryPanel
                rollout={rollout}
                candidates={releases.filter((r) => !r.active).map((r) => r.version)}
                busy={busy}
                run={run}
              />
            )}
            <div className={styles.scroll}>
              <Table
                size="small"
                aria-label={localize('adminSettings::Releases.TableOf', isolate(name))}
                className={styles.table}
              >
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{localize('adminSettings::Releases.Version')}</TableHeaderCell>
                    <TableHeaderCell>{localize('adminSettings::Releases.Source')}</TableHeaderCell>
                    <TableHeaderCell>
                      {localize('adminSettings::Releases.ReleasedBy')}
                    </TableHeaderCell>
                    <TableHeaderCell>{localize('adminSettings::Releases.State')}</TableHeaderCell>
                    <TableHeaderCell>{localize('AbpUi::Actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {releases.map((release) => (
                    <TableRow
                      key={release.version}
                      data-testid={`release-${name}-${release.version}`}
                    >
                      <TableCell>
                        <span dir="ltr" className={styles.version}>
                          {release.version}
                        </span>
                      </TableCell>
                      <TableCell>
                        {localize(`adminSettings::Releases.Source:${release.source}`)}
                      </TableCell>
                      <TableCell>{localize(...actorText(release.releasedBy))}</TableCell>
                      <TableCell>
                        {release.active && (
                          <Badge color="success">
                            {localize('adminSettings::Releases.Active')}
                          </Badge>
                        )}{' '}
                        {release.version === canaryVersion && (
                          <Badge color="warning">
                            {localize('adminSettings::Releases.Canary')}
                          </Badge>
                        )}{' '}
                        {release.withdrawn && (
                          <Badge
                            color="danger"
                            data-testid={`withdrawn-${name}-${release.version}`}
                          >
                            {localize('adminSettings::Releases.Withdrawn')}
                          </Badge>
                        )}{' '}
                        {release.compatibility === 'forced' && (
                          <Badge color="danger">{localize('adminSettings::Releases.Forced')}</Badge>
                        )}{' '}
                        {pinned(release) && (
                          <Badge color="warning">
                            {localize('adminSettings::Releases.Pinned')}
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          {/* A withdrawn release comes back only by an operator key's --force. */}
                          {!release.active &&
                            release.version !== canaryVersion &&
                            !release.withdrawn && (
                              <Button
                                size="small"
                                disabled={busy || canaryVersion !== undefined}
                                onClick={() =>
                                  run(
                                    'adminSettings::Releases.ConfirmPromote',
                                    [name, release.version],
                                    () => settingsApi.promote(name, release.version),
                                  )
                                }
                              >
                                {localize('adminSettings::Releases.Promote')}
                              </Button>
                            )}
                          {pinned(release) ? (
                            <Button
                              size="small"
                              onClick={() => {
                                unpinRemote(name);
                                reload();
                              }}
                            >
                              {localize('adminSettings::Releases.Unpin')}
                            </Button>
                          ) : (
                            <Button
                              size="small"
                              disabled={!data?.overridesAllowed}
                              onClick={() => {
                                pinRelease({
                                  name: release.name as RemoteName,
                                  version: release.version,
                                });
                                reload();
                              }}
                            >
                              {localize('adminSettings::Releases.Pin')}
                            </Button>
                          )}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
