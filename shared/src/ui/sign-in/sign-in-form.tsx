import { makeStyles } from '@fluentui/react-components';
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@crm/shared/fluent';
import { useRef, useState, type ReactNode } from 'react';
import { FormElement } from '../form/form-element';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { textAlign: 'center' },
});

export interface SignInCredentials {
  userNameOrEmailAddress: string;
  password: string;
  rememberMe: boolean;
}

/** The form's words, already in the page's language. */
export interface SignInFormTexts {
  userName: string;
  password: string;
  rememberMe: string;
  submit: string;
  required: string;
}

export interface SignInFormProps {
  texts: SignInFormTexts;
  onSubmit: (credentials: SignInCredentials) => Promise<void>;
  /** A failed attempt's message, shown above the fields. */
  error?: string | undefined;
  /** Under the button: the forgot-password link. */
  footer?: ReactNode;
}

type TextField = 'userNameOrEmailAddress' | 'password';

/**
 * Two required fields and a check box, held in React state and free of the router, i18n and the
 * form library: the account remote's sign-in page and the host's signed-out sign-in page
 * (issue 40) both draw it. The rules are the shared `Form`'s (§5): a field's error shows once the
 * user has changed it or after a submit, which focuses the first invalid field; Enter submits
 * once keys have settled; a submit while one is pending is ignored.
 */
export function SignInForm({ texts, onSubmit, error, footer }: SignInFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState<SignInCredentials>({
    userNameOrEmailAddress: '',
    password: '',
    rememberMe: true,
  });
  const [shown, setShown] = useState<Record<TextField, boolean>>({
    userNameOrEmailAddress: false,
    password: false,
  });
  const [busy, setBusy] = useState(false);
  // Two submits in one event loop turn would both see `busy` false.
  const pending = useRef(false);
  const inputs = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({});
  // A user name of spaces is none (it is sent trimmed); a password is taken as typed.
  const missing = (name: TextField) =>
    (name === 'password' ? values.password : values.userNameOrEmailAddress.trim()) === '';

  const submit = () => {
    if (pending.current) return;
    setShown({ userNameOrEmailAddress: true, password: true });
    const invalid = (['userNameOrEmailAddress', 'password'] as const).find(missing);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    pending.current = true;
    setBusy(true);
    const credentials = { ...values, userNameOrEmailAddress: values.userNameOrEmailAddress.trim() };
    void onSubmit(credentials).finally(() => {
      pending.current = false;
      setBusy(false);
    });
  };

  const textField = (name: TextField, label: string, props: { type?: 'password' }) => {
    const message = shown[name] && missing(name) ? texts.required : undefined;
    return (
      <Field
        label={label}
        required
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
        className={message ? 'is-invalid' : undefined}
      >
        <Input
          {...props}
          name={name}
          ref={(element) => void (inputs.current[name] = element)}
          value={values[name]}
          onChange={(_event, data) => {
            setValues((current) => ({ ...current, [name]: data.value }));
            setShown((current) => ({ ...current, [name]: true }));
          }}
          autoComplete={name === 'password' ? 'current-password' : 'username'}
          dir="ltr"
        />
      </Field>
    );
  };

  return (
    <FormElement className={styles.form} busy={busy} onSubmit={submit}>
      {error && (
        <MessageBar intent="error" data-testid="login-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {textField('userNameOrEmailAddress', texts.userName, {})}
      {textField('password', texts.password, { type: 'password' })}
      <Checkbox
        name="rememberMe"
        checked={values.rememberMe}
        onChange={(_event, data) =>
          setValues((current) => ({ ...current, rememberMe: data.checked === true }))
        }
        label={texts.rememberMe}
      />
      <Button type="submit" appearance="primary" disabled={busy}>
        {texts.submit}
      </Button>
      {footer && <div className={styles.footer}>{footer}</div>}
    </FormElement>
  );
}
