// What every remote exposes as `./remote`: plain data the host reads to build its router, menu,
// guards and breadcrumbs, plus a loader for the mount lifecycles that render the remote's pages.
import type { ComponentType } from 'react';
import type { Location, Navigator } from 'react-router';

export type LayoutName = 'application' | 'account' | 'empty';

/** A lazily loaded page: the module's default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** Absolute path as the browser sees it, e.g. `/identity/users` or `/twrr/:showAsPage`. */
  path: string;
  /** Layout; when absent the nearest ancestor's applies, and at the top `empty` (with a warning). */
  layout?: LayoutName;
  /** Policy expression (`A`, `A || B`, `A && B`) the caller must be granted. */
  policy?: string;
  /** Localization key of the page title, used in breadcrumbs and the document title. */
  titleKey?: string;
  page?: PageLoader;
  children?: RouteDef[];
}

export interface MenuEntry {
  /** Unique name, e.g. `PortfolioStatus`; the label key is `::Menu:{name}` unless `labelKey` is set. */
  name: string;
  path: string;
  order: number;
  policy?: string;
  iconName?: string;
  /** Set to `Administration` for the administration group; absent for the main menu. */
  parentName?: string;
  labelKey?: string;
  invisible?: boolean;
  /** A feature that must be enabled for the entry to show (e.g. `SettingManagement.Enable`). */
  requiredFeature?: string;
}

/** The props the host passes to a mounted remote, and passes again on every navigation. */
export interface RemoteMountProps {
  /** The host router's current location; the remote's router follows it. */
  location: Location;
  /** The host router's navigator; the remote navigates through it, so there is one history. */
  navigator: Navigator;
}

/**
 * Passed by the host with a navigation's update: aborted once a newer navigation has superseded
 * it, so the remote stops waiting for this location's page and does not draw it.
 */
export interface SupersededSignal {
  superseded?: AbortSignal;
}

/** single-spa lifecycles, as made by `single-spa-react`. */
export interface MountLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

export interface RemoteModule {
  /** Federation name of the remote, e.g. `reports`. */
  name: string;
  routes: RouteDef[];
  menu: MenuEntry[];
  /** Loads the lifecycles the host mounts the remote's pages with (a separate chunk). */
  loadLifecycles: () => Promise<MountLifecycles>;
}

/** The exposed module every remote offers; the host loads `<name>/remote`. */
export const REMOTE_EXPOSE = './remote';
