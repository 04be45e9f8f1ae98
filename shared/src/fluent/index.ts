// The Fluent UI components that the sign-in page, the shell and most pages draw, provided once by
// the host through the federation share scope (share key `@crm/shared/fluent`, see
// federation/shared-config.mjs) instead of bundled again by every remote.
//
// Sharing a Fluent package itself would ship it whole (the share scope cannot know which exports
// its consumers use); this module names exactly the components it passes on, so the host's
// build tree-shakes each package down to them. Remotes import these names from here (the linter
// holds it); anything else they draw they import from `@fluentui/react-components` and bundle
// themselves.
export {
  Button,
  Checkbox,
  Field,
  FluentProvider,
  Input,
  Label,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
