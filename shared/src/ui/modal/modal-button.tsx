import { type ButtonProps } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { useModal } from './modal-context';

/** A footer button that is disabled while the enclosing modal is busy. */
export function ModalButton(props: ButtonProps) {
  const modal = useModal();
  return <Button {...props} disabled={Boolean(modal?.busy) || props.disabled} />;
}
