import { type InputProps } from '@fluentui/react-components';
import { Input } from '@crm/shared/fluent';
import { forwardRef } from 'react';

/** A password box: no autocorrection, written left to right even in a Persian page. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps & { invalid?: boolean }>(
  function PasswordInput({ invalid: _invalid, ...props }, ref) {
    return <Input {...props} ref={ref} type="password" dir="ltr" spellCheck={false} />;
  },
);
