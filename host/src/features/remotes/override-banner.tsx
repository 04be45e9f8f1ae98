import {
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useTranslation } from '@crm/shared';
import { clearPins } from './qa-pins';
import { useRemoteStore } from './remote-store';

/** Shown on every page while this session runs QA-pinned releases, with one click to clear them. */
export function OverrideBanner() {
  const { t } = useTranslation('host');
  const pinned = useRemoteStore((store) =>
    Object.values(store.remotes)
      .filter((state) => state.release.overridden)
      .map((state) => `${state.release.name}@${state.release.version}`)
      .join('، '),
  );
  if (!pinned) return null;
  const clear = () => {
    clearPins();
    window.location.reload();
  };
  return (
    <MessageBar intent="warning" layout="singleline" data-testid="override-banner">
      <MessageBarBody>
        <MessageBarTitle>{t('Overrides.Title')}</MessageBarTitle>
        <bdi dir="ltr">{pinned}</bdi>
      </MessageBarBody>
      <MessageBarActions>
        <Link as="button" onClick={clear}>
          {t('Overrides.Clear')}
        </Link>
      </MessageBarActions>
    </MessageBar>
  );
}
