import { makeStyles, Portal, Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { CSSProperties } from 'react';
import { useStore } from 'zustand';
import { TOAST_WIDTH_PX } from '../../constants';
import { useUiTexts } from '../../texts';
import { liveRoleOf, SeverityIcon } from '../severity';
import { toast, toastStore, type ToastItem } from '@crm/shared';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    zIndex: 1000001,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  toast: { boxShadow: tokens.shadow16 },
});

// The specification anchors toasts bottom-left in both directions. Inline styles are not
// flipped by Griffel, so this stays physical under dir="rtl".
// On a phone narrower than the toast plus its margins it keeps a margin on both sides.
const PLACEMENT: CSSProperties = {
  left: 16,
  bottom: 16,
  width: TOAST_WIDTH_PX,
  maxWidth: 'calc(100vw - 32px)',
};

function ToastCard({ item }: { item: ToastItem }) {
  const { localize } = useUiTexts();
  const styles = useStyles();
  const { title, message, options, severity } = item;
  return (
    <Toast
      className={styles.toast}
      role={liveRoleOf(severity)}
      data-severity={severity}
      data-testid="toast"
      onClick={options.tapToDismiss ? () => toast.remove(item.id) : undefined}
    >
      <ToastTitle media={<SeverityIcon severity={severity} />}>
        {title
          ? localize(title, options.titleLocalizationParams)
          : localize(message, options.messageLocalizationParams)}
      </ToastTitle>
      {title && <ToastBody>{localize(message, options.messageLocalizationParams)}</ToastBody>}
    </Toast>
  );
}

/** Shows the page's toasts; mounted once, in the host. Toasts have no close button. */
export function ToastHost() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const { t } = useUiTexts();
  const styles = useStyles();
  return (
    <Portal>
      <section
        aria-label={t('Toast.Region')}
        className={styles.stack}
        style={PLACEMENT}
        data-testid="toast-stack"
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </section>
    </Portal>
  );
}
