export { Modal, type ModalPrimaryAction, type ModalProps } from './modal';
export { ModalButton } from './modal-button';
export { useModal, type ModalContextValue } from './modal-context';
export { useReturnFocus } from './use-return-focus';
