import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  type DialogOpenChangeData,
} from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useStore } from 'zustand';
import { CONFIRMATION_WIDTH_PX, ESCAPE_DEBOUNCE_MS } from '../../constants';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { useReturnFocus } from '../../modal/use-return-focus';
import { useUiTexts } from '../../texts';
import { SeverityIcon } from '../severity';
import { confirmationStore, settleConfirmation, type PendingConfirmation } from '@crm/shared';

const SURFACE_STYLE = { width: CONFIRMATION_WIDTH_PX, maxWidth: 'calc(100vw - 32px)' };

function ConfirmationDialog({ item }: { item: PendingConfirmation }) {
  const { localize } = useUiTexts();
  const dismissible = item.dismissible ?? true;
  const settle = (status: 'confirm' | 'reject' | 'dismiss') => settleConfirmation(item.id, status);
  const escape = useDebouncedCallback(() => settle('dismiss'), ESCAPE_DEBOUNCE_MS);
  const surface = useReturnFocus(true);

  const onOpenChange = (_event: unknown, data: DialogOpenChangeData) => {
    if (data.type === 'escapeKeyDown' && dismissible) escape.run();
  };

  const closeIcon = dismissible ? (
    <Button
      appearance="subtle"
      aria-label={localize('AbpUi::Close')}
      icon={<Dismiss24Regular />}
      onClick={() => settle('dismiss')}
    />
  ) : undefined;

  return (
    <Dialog open modalType={dismissible ? 'modal' : 'alert'} onOpenChange={onOpenChange}>
      <DialogSurface ref={surface} style={SURFACE_STYLE} data-testid="confirmation">
        <DialogBody>
          <DialogTitle action={closeIcon}>
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <SeverityIcon severity={item.severity ?? 'neutral'} />
              {localize(item.title ?? 'AbpUi::AreYouSure', item.titleLocalizationParams)}
            </span>
          </DialogTitle>
          <DialogContent>{localize(item.message, item.messageLocalizationParams)}</DialogContent>
          <DialogActions>
            {!item.hideCancelBtn && (
              <Button appearance="secondary" onClick={() => settle('reject')}>
                {localize(item.cancelText ?? 'AbpUi::Cancel')}
              </Button>
            )}
            {!item.hideYesBtn && (
              <Button appearance="primary" onClick={() => settle('confirm')}>
                {localize(item.yesText ?? 'AbpUi::Yes')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Shows the page's confirmations one at a time; mounted once, in the host. */
export function ConfirmationHost() {
  const current = useStore(confirmationStore, (state) => state.queue[0]);
  return current ? <ConfirmationDialog key={current.id} item={current} /> : null;
}
