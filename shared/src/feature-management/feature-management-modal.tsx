// ABP's feature-management modal (spec §2–§4): a large modal with the provider's feature groups
// as vertical tabs. Used for a tenant's features (`T` + tenant id) and the host's (`T`, no key).
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { Spinner, Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';
import { useLocalize } from '@crm/shared';
import { PHONE_SCREEN } from '../ui/constants';
import { usePhoneScreen } from '../ui/hooks/use-phone-screen';
import { Modal, ModalButton } from '../ui/modal';
import type { FeatureGroupDto, FeatureProvider } from './feature-dtos';
import { FeatureField } from './feature-field';
import { registerFeatureManagementTexts } from './feature-texts';
import { useFeatureManagement, type FeatureLoad } from './use-feature-management';
import type { FeatureValues } from './feature-values';

registerFeatureManagementTexts();

export interface FeatureManagementModalProps extends FeatureProvider {
  open: boolean;
  /** Called when the modal closes: cancelled, saved or reset. */
  onClose: () => void;
  /** Shown after the title, e.g. the tenant's name. */
  providerTitle?: string;
}

// On a phone the groups are a row of tabs above the features, which take the dialog's width
// (beside a 200 px column of tabs they had 91 px at 390).
const useStyles = makeStyles({
  layout: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    minHeight: '240px',
    [PHONE_SCREEN]: { flexDirection: 'column', gap: tokens.spacingVerticalS },
  },
  tabs: {
    flexShrink: 0,
    width: '200px',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    [PHONE_SCREEN]: {
      width: 'auto',
      flexWrap: 'wrap',
      borderRight: 'none',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  panel: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '60vh',
    overflowY: 'auto',
    paddingInline: tokens.spacingHorizontalXS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface GroupsProps {
  groups: FeatureGroupDto[];
  values: FeatureValues;
  providerName: string;
  onToggle: (name: string, checked: boolean) => void;
  onValue: (name: string, value: string) => void;
}

function FeatureGroups({ groups, values, providerName, onToggle, onValue }: GroupsProps) {
  const styles = useStyles();
  const phone = usePhoneScreen();
  const [selected, setSelected] = useState(groups[0]?.name);
  const group = groups.find((candidate) => candidate.name === selected) ?? groups[0];
  return (
    <div className={styles.layout}>
      <TabList
        className={styles.tabs}
        vertical={!phone}
        selectedValue={group?.name}
        onTabSelect={(_event, data) => setSelected(String(data.value))}
      >
        {groups.map((candidate) => (
          <Tab key={candidate.name} value={candidate.name}>
            {candidate.displayName}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-label={group?.displayName}>
        {group?.features.map((feature) => (
          <FeatureField
            key={feature.name}
            feature={feature}
            value={values[feature.name] ?? ''}
            providerName={providerName}
            onToggle={onToggle}
            onValue={onValue}
          />
        ))}
      </div>
    </div>
  );
}

function hasFeatures(load: FeatureLoad): boolean {
  return load.status === 'ready' && load.groups.length > 0;
}

export function FeatureManagementModal(props: FeatureManagementModalProps) {
  const { open, onClose, providerName, providerKey, providerTitle } = props;
  const styles = useStyles();
  const localize = useLocalize();
  const state = useFeatureManagement({ open, providerName, providerKey, close: onClose });
  const { load } = state;
  const title = localize('AbpFeatureManagement::Features');

  let body;
  if (load.status === 'loading') {
    body = <Spinner size="small" label={localize('AbpUi::LoadingWithThreeDot')} />;
  } else if (load.status === 'failed') {
    body = (
      <Text role="alert" className={styles.error}>
        {load.message.includes('::') ? localize(load.message) : load.message}
      </Text>
    );
  } else if (!hasFeatures(load)) {
    body = <Text>{localize('AbpFeatureManagement::NoFeatureFoundMessage')}</Text>;
  } else {
    body = (
      <FeatureGroups
        key={load.version}
        groups={load.groups}
        values={state.values}
        providerName={providerName}
        onToggle={state.toggle}
        onValue={state.setValue}
      />
    );
  }

  return (
    <Modal
      open={open}
      size="lg"
      title={providerTitle ? `${title} - ${providerTitle}` : title}
      busy={state.busy}
      dirty={state.changes.length > 0}
      onClose={onClose}
      primaryAction={hasFeatures(load) ? { label: 'AbpUi::Save', onClick: state.save } : undefined}
      footerStart={
        hasFeatures(load) && (
          <ModalButton onClick={() => void state.reset()}>
            {localize('AbpFeatureManagement::ResetToDefault')}
          </ModalButton>
        )
      }
    >
      <div data-testid="feature-management">{body}</div>
    </Modal>
  );
}
