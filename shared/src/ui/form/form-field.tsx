import { mergeClasses, type FieldProps } from '@fluentui/react-components';
import { Field } from '@crm/shared/fluent';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from '@crm/shared';
import { useUiTexts } from '../texts';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { fieldErrorText } from './field-error';
import { useFormUi, type MessageFormatter } from './form-context';

export interface FormFieldSlotProps<
  T extends FieldValues,
  N extends FieldPath<T>,
> extends ControllerRenderProps<T, N> {
  invalid: boolean;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  /** A `Resource::Key` or plain text, or Fluent's label slot. */
  label: FieldProps['label'];
  /** The control, given the field's props: e.g. `(field) => <Input {...field} />`. */
  children: (field: FormFieldSlotProps<T, N>) => ReactElement;
  required?: boolean;
  hint?: FieldProps['hint'];
  rules?: RegisterOptions<T, N>;
  /** Outside a <Form>, the form's control. */
  control?: Control<T>;
  /** Overrides the form's message formatter for this field. */
  formatMessage?: MessageFormatter;
  className?: string;
}

/** Without a formatter, `Resource::Key` messages are translated and the rest shown as given. */
function useDefaultFormatter(): MessageFormatter {
  const { t } = useTranslation('shared');
  return useCallback(
    (key, params) => (key.includes('::') ? t(key, { ...params, defaultValue: key }) : key),
    [t],
  );
}

/**
 * A labelled control with the error rules of §5: the error shows once the user has changed the
 * field (or a submit marked it dirty), or after a submit when the form validates on submit. An
 * invalid field carries the class `is-invalid` and Fluent's error look with the message.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(
  props: FormFieldProps<T, N>,
) {
  const ui = useFormUi();
  const control = props.control ?? (ui?.control as Control<T> | undefined);
  const { field, fieldState } = useController({ name: props.name, control, rules: props.rules });
  const fallbackFormatter = useDefaultFormatter();
  const { localize } = useUiTexts();
  const format = props.formatMessage ?? ui?.formatMessage ?? fallbackFormatter;

  const dirty = fieldState.isDirty || Boolean(ui?.isEdited(props.name));
  const shown = dirty || Boolean(ui?.submitted && ui.validateOnSubmit);
  const message = shown ? fieldErrorText(fieldState.error, format) : undefined;
  const invalid = message !== undefined;

  const markEdited = ui?.markEdited;
  const onChange = useCallback(
    (...args: unknown[]) => {
      markEdited?.(props.name);
      field.onChange(...args);
    },
    [markEdited, props.name, field],
  );

  return (
    <Field
      label={typeof props.label === 'string' ? localize(props.label) : props.label}
      required={props.required}
      hint={props.hint}
      validationState={invalid ? 'error' : 'none'}
      validationMessage={message}
      className={mergeClasses(invalid && 'is-invalid', props.className)}
    >
      {props.children({ ...field, onChange, invalid })}
    </Field>
  );
}
