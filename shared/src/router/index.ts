/**
 * The one door to react-router for every app (issue #15, docs/decisions/0012-router-facade.md).
 *
 * The page shares this module, not react-router: a shared package goes to the browser whole, all
 * of react-router, while this fixed list is all the apps use. It is a page singleton like the
 * session store, so there is still one router context. Adding a name is a contract change: bump
 * the version in build/rspack.base.ts SHARED so the release gate (site/release/compatibility.ts)
 * refuses a remote that needs a newer list than the shell has.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
