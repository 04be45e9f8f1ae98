import type { ReactNode } from 'react';
import { useEnterSubmit } from './use-enter-submit';

export interface FormElementProps {
  /** Called on a submit button, or on Enter in a field once keys have settled. */
  onSubmit: () => void;
  busy?: boolean;
  id?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The `<form>` of every form: no browser validation (the page says what is wrong), busy while
 * sending, and Enter in a field submitting once keys have settled. Free of the form library, so
 * that the sign-in page can use it alone.
 */
export function FormElement({ onSubmit, busy = false, id, className, children }: FormElementProps) {
  const enter = useEnterSubmit(onSubmit);
  return (
    <form
      id={id}
      className={className}
      noValidate
      aria-busy={busy}
      onKeyDown={enter.onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        enter.cancel();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
