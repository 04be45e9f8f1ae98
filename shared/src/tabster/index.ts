// The part of Tabster that Fluent's React bindings (`@fluentui/react-tabster`) call, provided once
// by the host through the share scope (key `@crm/shared/tabster`, federation/shared-config.mjs).
//
// Tabster must be one copy of its code per page (decision 0006 §4: two copies left the page
// `aria-hidden` after a remote's dialog closed), and a shared module is compiled whole. Shared
// as the `tabster` package, that was all of it (116 KB minified), with its cross-origin frames,
// deloser and outline, which nothing here uses. The build sends every `tabster` import of
// `@fluentui/react-tabster` to this module instead (`TabsterKitPlugin`), so the host's build
// tree-shakes Tabster down to these names. A name that a Fluent update starts importing fails
// tabster-kit.test.ts (webpack would only warn, and the page would get undefined).
export {
  createTabster,
  dispatchGroupperMoveFocusEvent,
  dispatchMoverMoveFocusEvent,
  disposeTabster,
  getGroupper,
  getModalizer,
  getMover,
  getObservedElement,
  getRestorer,
  getTabsterAttribute,
  GroupperMoveFocusActions,
  GroupperMoveFocusEvent,
  GroupperMoveFocusEventName,
  GroupperTabbabilities,
  MoverDirections,
  MoverKeys,
  MoverMemorizedElementEvent,
  MoverMemorizedElementEventName,
  MoverMoveFocusEvent,
  MoverMoveFocusEventName,
  RestorerTypes,
  TABSTER_ATTRIBUTE_NAME,
  TabsterMoveFocusEvent,
  TabsterMoveFocusEventName,
} from 'tabster';
