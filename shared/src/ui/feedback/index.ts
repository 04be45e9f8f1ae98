export { ErrorBar } from './error-bar';
export { NotLoaded } from './not-loaded';
export { ConfirmationHost } from './confirmation/confirmation-host';
export { FeedbackHost } from './feedback-host';
export { LoaderBar } from './loader/loader-bar';
export { ToastHost } from './toast/toast-host';
