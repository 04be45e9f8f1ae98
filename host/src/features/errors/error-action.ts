// What the shell does with a failed request, exactly as the error catalogue (spec §8) says.
// Pure: the caller carries the action out (toast, dialog, full-page screen, go to login).
import { ERROR_TEXT_KEYS } from '@crm/shared';

export interface FailedRequest {
  status: number;
  /** The body of an ABP-format error (`_AbpErrorFormat` header present). */
  abpError?: { message?: string | null; details?: string | null } | undefined;
  /** The transport's own message, e.g. 'Unknown Error' for a network failure; never shown. */
  statusText?: string | undefined;
}

export type ScreenStatus = 0 | 401 | 403 | 404 | 500;

export type ErrorAction =
  /** 401 without an ABP body: a toast, then the login page. */
  | { kind: 'toast-then-login'; title: string; message: string }
  /** A full-page error screen; `homeButton` is false for status 0. */
  | { kind: 'screen'; status: ScreenStatus; title: string; details: string; homeButton: boolean }
  /** A dialog with a single close button; `thenLogin` after a 401. */
  | { kind: 'dialog'; title: string; message: string; thenLogin: boolean };

/** The catalogue's texts (keys; the shared package registers their Persian and English fallbacks). */
export const ERROR_TEXTS = ERROR_TEXT_KEYS;

const SCREENS: Record<403 | 404 | 500, { title: string; details: string }> = {
  403: { title: ERROR_TEXTS.title403, details: ERROR_TEXTS.details403 },
  404: { title: ERROR_TEXTS.title404, details: ERROR_TEXTS.details404 },
  500: { title: ERROR_TEXTS.title500, details: ERROR_TEXTS.defaultDetails },
};

function fromAbpBody(error: NonNullable<FailedRequest['abpError']>, status: number): ErrorAction {
  const { message, details } = error;
  const withDetails = Boolean(details);
  return {
    kind: 'dialog',
    title: withDetails ? (message ?? ERROR_TEXTS.defaultTitle) : ERROR_TEXTS.defaultTitle,
    message: withDetails ? details! : (message ?? ERROR_TEXTS.defaultTitle),
    thenLogin: status === 401,
  };
}

export function errorAction(failure: FailedRequest): ErrorAction {
  if (failure.abpError) return fromAbpBody(failure.abpError, failure.status);
  const { status } = failure;
  if (status === 401)
    return {
      kind: 'toast-then-login',
      title: ERROR_TEXTS.title401,
      message: ERROR_TEXTS.details401,
    };
  if (status === 403 || status === 404 || status === 500) {
    return { kind: 'screen', status, ...SCREENS[status], homeButton: true };
  }
  if (status === 0) {
    return {
      kind: 'screen',
      status: 0,
      title: ERROR_TEXTS.defaultTitle,
      details: ERROR_TEXTS.detailsNoAnswer,
      homeButton: false,
    };
  }
  return {
    kind: 'dialog',
    title: ERROR_TEXTS.defaultTitle,
    message: ERROR_TEXTS.defaultDetails,
    thenLogin: false,
  };
}
