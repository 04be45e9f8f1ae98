import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  type DialogOpenChangeData,
} from '@fluentui/react-components';
import { Button, Spinner } from '@crm/shared/fluent';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useMemo, type ReactNode } from 'react';
import { ESCAPE_DEBOUNCE_MS, MODAL_WIDTH_PX, type ModalSize } from '../constants';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useUiTexts, type LocalizableText } from '../texts';
import { ModalContext, type ModalContextValue } from './modal-context';
import { useModalClose } from './use-modal-close';
import { useReturnFocus } from './use-return-focus';

export interface ModalPrimaryAction {
  label: LocalizableText;
  onClick?: () => void;
  /** The id of a form the button submits (the form sits in the body, the button in the footer). */
  form?: string;
  disabled?: boolean;
}

export interface ModalProps {
  open: boolean;
  /** Called once the modal may close: never while busy, and after the unsaved-changes check. */
  onClose: () => void;
  /** A `Resource::Key` (or a text) is localized; any other node is shown as given. */
  title: LocalizableText | ReactNode;
  /** `lg` for the feature and e-mail modals, `md` (the default) for the others. */
  size?: ModalSize;
  /** While busy the modal cannot close, its footer buttons are disabled and the primary spins. */
  busy?: boolean;
  /** Unsaved changes; a <Form> inside reports its own, so this is for other content. */
  dirty?: boolean;
  suppressUnsavedChangesWarning?: boolean;
  primaryAction?: ModalPrimaryAction;
  /** Defaults to `AbpUi::Cancel`. */
  cancelText?: LocalizableText;
  /** More footer buttons before Cancel; use <ModalButton> so they follow the busy state. */
  footerStart?: ReactNode;
  children: ReactNode;
}

export function Modal(props: ModalProps) {
  const { open, busy = false, size = 'md', primaryAction } = props;
  const { localize } = useUiTexts();
  const { requestClose, reportDirty } = useModalClose({
    open,
    busy,
    dirty: props.dirty ?? false,
    suppressUnsavedChangesWarning: props.suppressUnsavedChangesWarning ?? false,
    onClose: props.onClose,
  });
  const escape = useDebouncedCallback(requestClose, ESCAPE_DEBOUNCE_MS);
  const surface = useReturnFocus(open);
  const context = useMemo<ModalContextValue>(
    () => ({ busy, requestClose, reportDirty }),
    [busy, requestClose, reportDirty],
  );

  const onOpenChange = (_event: unknown, data: DialogOpenChangeData) => {
    if (data.type === 'escapeKeyDown') escape.run();
    else if (!data.open) requestClose();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogSurface
        ref={surface}
        aria-busy={busy}
        data-size={size}
        style={{ width: MODAL_WIDTH_PX[size], maxWidth: 'calc(100vw - 32px)' }}
      >
        <ModalContext.Provider value={context}>
          <DialogBody>
            <DialogTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={localize('AbpUi::Close')}
                  disabled={busy}
                  icon={<Dismiss24Regular />}
                  onClick={requestClose}
                />
              }
            >
              {typeof props.title === 'string' ? localize(props.title) : props.title}
            </DialogTitle>
            <DialogContent>{props.children}</DialogContent>
            <DialogActions>
              {props.footerStart}
              <Button appearance="secondary" disabled={busy} onClick={requestClose}>
                {localize(props.cancelText ?? 'AbpUi::Cancel')}
              </Button>
              {primaryAction && (
                <Button
                  appearance="primary"
                  type={primaryAction.form ? 'submit' : 'button'}
                  form={primaryAction.form}
                  disabled={busy || primaryAction.disabled}
                  icon={busy ? <Spinner size="tiny" data-testid="modal-busy" /> : undefined}
                  onClick={primaryAction.onClick}
                >
                  {localize(primaryAction.label)}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </ModalContext.Provider>
      </DialogSurface>
    </Dialog>
  );
}
