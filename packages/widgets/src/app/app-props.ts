import type { NavigationMode } from '../internal/navigation-types';

export interface AppProps {
  /** The path the area lives under. Default '/app'. */
  base?: string;
  /** The current path (and query), set by a host router after it navigates; default the browser's. */
  path?: string;
  /** 'event': leaving the area only dispatches owo-navigate, never loads a page. Default 'page'. */
  navigation?: NavigationMode;
  /** Sets the document's title on each screen, '%s' standing for the screen's ('%s | Owo'); unset: left alone. */
  titleTemplate?: string;
}
