// The router, as the apps use it: @staffledger/shared/router, a Module Federation singleton of its own.
// A shared module keeps every export it names, since the build cannot know what another app will
// call; naming only these lets the build drop the rest of react-router (about 45 KB gzip) from
// every page. An app that needs another part of the router adds it here, in a minor version.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
