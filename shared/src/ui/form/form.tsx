import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useModal } from '../modal/modal-context';
import { FormUiContext, type FormUiState, type MessageFormatter } from './form-context';
import { FormElement } from './form-element';
import { useEditedFields } from './use-edited-fields';

export interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Called with valid values only; a submit while one is pending (or while busy) is ignored. */
  onSubmit: SubmitHandler<T>;
  onInvalid?: SubmitErrorHandler<T>;
  /** Show every field's error after a submit even when submits do not mark fields dirty. */
  validateOnSubmit?: boolean;
  /** A submit marks all fields dirty, so their errors show (true by default). */
  markAsDirtyOnSubmit?: boolean;
  formatMessage?: MessageFormatter;
  busy?: boolean;
  /** Lets a button outside the form (e.g. a modal's footer) submit it with `form={id}`. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Reports the form's unsaved changes to an enclosing <Modal>, which asks before closing. */
function useReportDirtyToModal(form: UseFormReturn<FieldValues>) {
  const modal = useModal();
  const source = useId();
  const { isDirty } = useFormState({ control: form.control });
  useEffect(() => {
    modal?.reportDirty(source, isDirty);
    return () => modal?.reportDirty(source, false);
  }, [modal, source, isDirty]);
}

export function Form<T extends FieldValues>(props: FormProps<T>) {
  const { form, onSubmit, onInvalid, busy = false, markAsDirtyOnSubmit = true } = props;
  const untyped = form as unknown as UseFormReturn<FieldValues>;
  const edited = useEditedFields();
  const [submitted, setSubmitted] = useState(false);
  const pending = useRef(false);
  useReportDirtyToModal(untyped);

  const submit = useCallback(() => {
    if (busy || pending.current) return;
    setSubmitted(true);
    if (markAsDirtyOnSubmit) edited.markAll();
    pending.current = true;
    void form
      .handleSubmit(onSubmit, onInvalid)()
      .finally(() => (pending.current = false));
  }, [busy, markAsDirtyOnSubmit, edited, form, onSubmit, onInvalid]);

  const context = useMemo<FormUiState>(
    () => ({
      control: untyped.control,
      isEdited: edited.isEdited,
      markEdited: edited.markEdited,
      submitted,
      validateOnSubmit: props.validateOnSubmit ?? false,
      formatMessage: props.formatMessage,
    }),
    [untyped.control, edited, submitted, props.validateOnSubmit, props.formatMessage],
  );

  return (
    <FormUiContext.Provider value={context}>
      <FormElement id={props.id} className={props.className} busy={busy} onSubmit={submit}>
        {props.children}
      </FormElement>
    </FormUiContext.Provider>
  );
}
