import { type InputProps } from '@fluentui/react-components';
import { Input } from '@crm/shared/fluent';
import { forwardRef } from 'react';

/** A text box for FormField slots (drops the slot's `invalid` flag, which Field shows). */
export const TextInput = forwardRef<HTMLInputElement, InputProps & { invalid?: boolean }>(
  function TextInput({ invalid: _invalid, ...props }, ref) {
    return <Input {...props} ref={ref} />;
  },
);
