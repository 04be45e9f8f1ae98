// The loaded permissions: "grant all" over everything, the groups as tabs with their granted
// counts, and the selected group's tree with its own "select all".
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Divider, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { Checkbox, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { PermissionRow } from './permission-row';
import {
  allNames,
  grantedCount,
  selectionOf,
  type Granted,
  type PermissionTree,
} from './permission-tree';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  layout: { display: 'flex', gap: tokens.spacingHorizontalM, minHeight: '280px' },
  tabs: {
    flexShrink: 0,
    width: '220px',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  panel: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '55vh',
    overflowY: 'auto',
  },
});

export interface PermissionGroupsProps {
  tree: PermissionTree;
  granted: Granted;
  onToggle: (name: string, isGranted: boolean) => void;
  onSetAll: (names: readonly string[] | 'all', isGranted: boolean) => void;
}

export function PermissionGroups({ tree, granted, onToggle, onSetAll }: PermissionGroupsProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const [selected, setSelected] = useState(tree.groups[0]?.name);
  const group = tree.groups.find((candidate) => candidate.name === selected) ?? tree.groups[0];
  const everything = useMemo(() => allNames(tree), [tree]);
  if (!group) return null;

  return (
    <div className={styles.root}>
      <Checkbox
        label={localize('AbpPermissionManagement::SelectAllInAllTabs')}
        checked={selectionOf(everything, granted)}
        onChange={(_event, data) => onSetAll('all', data.checked === true)}
      />
      <Divider />
      <div className={styles.layout}>
        <TabList
          className={styles.tabs}
          vertical
          size="small"
          selectedValue={group.name}
          onTabSelect={(_event, data) => setSelected(String(data.value))}
        >
          {tree.groups.map((candidate) => (
            <Tab key={candidate.name} value={candidate.name}>
              {`${candidate.displayName} (${number(grantedCount(candidate.names, granted))})`}
            </Tab>
          ))}
        </TabList>
        <div className={styles.panel} role="tabpanel" aria-label={group.displayName}>
          <Checkbox
            label={localize('AbpPermissionManagement::SelectAllInThisTab')}
            checked={selectionOf(group.names, granted)}
            onChange={(_event, data) => onSetAll(group.names, data.checked === true)}
          />
          <Divider />
          {group.names.map((name) => (
            <PermissionRow
              key={name}
              node={tree.nodes.get(name)!}
              checked={granted.has(name)}
              onToggle={onToggle}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
