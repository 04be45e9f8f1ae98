// The React Router pieces the remotes use, provided once by the host through the federation
// share scope (share key `@crm/shared/routing`), as `../fluent` does for Fluent UI: the host's
// build tree-shakes React Router down to these, and a remote no longer bundles a copy of its
// own. A remote's <Router> and the hooks of its pages must come from the same copy (they meet
// through React context), so remotes import every routing name from here (the linter holds it).
export {
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, Navigator } from 'react-router';
