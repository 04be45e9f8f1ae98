import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `useForm`, validating on every change so that a field's error can show as
 * soon as the user has changed it. Use this copy (from @crm/shared) rather than a remote's own.
 */
export function useCrmForm<T extends FieldValues>(options: UseFormProps<T> = {}): UseFormReturn<T> {
  return useForm<T>({ mode: 'onChange', ...options });
}
