export { fieldErrorText, type KeyedMessage } from './field-error';
export { Form, type FormProps } from './form';
export { useFormUi, type FormUiState, type MessageFormatter } from './form-context';
export { TextInput } from './text-input';
export { FormField, type FormFieldProps, type FormFieldSlotProps } from './form-field';
export { useCrmForm } from './use-crm-form';
export { FormElement, type FormElementProps } from './form-element';
