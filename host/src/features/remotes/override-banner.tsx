import {
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useTranslation } from '@crm/shared';
import { formatRemotePins } from '@crm/shared/platform';
import { clearPins, usePinRefusal } from './qa-pins';
import { useRemoteStore } from './remote-store';

/**
 * Shown on every page while this session runs QA-pinned releases, with one click to clear them;
 * or, when the server refused the session's pins (the user may not pin), says so.
 */
export function OverrideBanner() {
  const { t } = useTranslation('host');
  const pinned = useRemoteStore((store) =>
    Object.values(store.remotes)
      .filter((state) => state.release.overridden)
      .map((state) => `${state.release.name}@${state.release.version}`)
      .join('، '),
  );
  const refused = usePinRefusal((store) => formatRemotePins(store.refused).replace(/,/g, '، '));
  if (!pinned && !refused) return null;
  const clear = () => {
    clearPins();
    if (pinned) window.location.reload();
  };
  return (
    <MessageBar
      intent="warning"
      layout={pinned ? 'singleline' : 'multiline'}
      data-testid={pinned ? 'override-banner' : 'pins-refused'}
    >
      <MessageBarBody>
        <MessageBarTitle>
          {t(pinned ? 'Overrides.Title' : 'Overrides.RefusedTitle')}
        </MessageBarTitle>
        <bdi dir="ltr">{pinned || refused}</bdi>
        {!pinned && <> — {t('Overrides.Refused')}</>}
      </MessageBarBody>
      <MessageBarActions>
        <Link as="button" onClick={clear}>
          {t(pinned ? 'Overrides.Clear' : 'Overrides.Forget')}
        </Link>
      </MessageBarActions>
    </MessageBar>
  );
}
