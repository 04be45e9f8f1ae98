// The one-instance entry of @crm/shared: stores, contexts, the HTTP client, i18n and the pure
// helpers, shared by the host and all remotes through the federation share scope. What draws
// Fluent UI lives in `@crm/shared/ui` (and `/remote`, `/feature-management`), which every app
// bundles itself so that only the components it uses are shipped (see ./README.md).
export * from './contracts';
export * from './policy';
export * from './platform';
// Persian text and numbers; the calendars and dates (with @internationalized/date) are in
// `@crm/shared/persian`, which the apps that show dates bundle themselves: the sign-in page has none.
export * from './persian/text-and-numbers';
export * from './i18n';
export * from './feedback';
export { crmTheme } from './theme';
export * from './session';
export * from './environment';
export * from './http';
export * from './app-config';
export * from './auth';
export * from './basket';
// The one copy of single-spa-react, which every remote's mount lifecycles are made with
// (`./remote`): inside this entry, which the host provides, it reaches the page once.
export { default as singleSpaReact } from 'single-spa-react';
