export { AreaError, type AreaErrorProps } from './area-error';
export { CrmProvider } from './crm-provider';
export { ErrorBoundary } from './error-boundary';
export { PageFrame, type PageFrameProps } from './page-frame';
export { PageSpinner } from './page-spinner';
export * from './constants';
export {
  isLocalizationKey,
  localizeText,
  registerUiResources,
  useFluentLabels,
  useUiTexts,
} from './texts';
export type { LocalizableText } from './texts';
export { useDebouncedCallback, type Debounced } from './hooks/use-debounced-callback';
export { usePhoneScreen } from './hooks/use-phone-screen';
export * from './feedback';
export * from './modal';
export * from './form';
export {
  SignInForm,
  type SignInCredentials,
  type SignInFormProps,
  type SignInFormTexts,
} from './sign-in/sign-in-form';
export { TenantBox, type TenantBoxProps, type TenantBoxTextKey } from './sign-in/tenant-box';
export {
  TenantSwitchDialog,
  type TenantSwitchDialogProps,
  type TenantSwitchTextKey,
} from './sign-in/tenant-switch-dialog';
export * from './data-table';
export * from './date-picker';
export * from './numeric-input';
export { Amount, type AmountProps } from './amount/amount';
export { Percent, type PercentProps } from './percent/percent';
export * from './typeahead';
export * from './bidi';
