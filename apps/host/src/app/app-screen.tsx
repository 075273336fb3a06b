// The /app area under the site's router: a visit that reached it from another page of the site (a
// sign-in, a link), or came back to it after leaving. The element's links ask first (owo-navigate): the
// router takes each move, so history stays the router's and no page reloads, and the element follows
// the router's location through its `path` property. A visit that starts in the area is drawn without
// the router (app-main.tsx).
import { useLocation } from 'react-router';
import { useOwoNavigate } from '../auth/use-owo-navigate';
import { usePageMeta } from '../hooks/use-page-meta';
import { AppArea } from './app-area';
import { APP_DESCRIPTION } from './app-meta';

export function AppScreen() {
  usePageMeta(null, APP_DESCRIPTION);
  const { pathname, search } = useLocation();
  const onNavigate = useOwoNavigate();
  return <AppArea path={`${pathname}${search}`} onOwoNavigate={onNavigate} />;
}
