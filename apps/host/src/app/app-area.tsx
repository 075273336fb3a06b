// The /app area: the `owo-app` element routes /app/* inside itself (DESIGN.md 4).
// <owo-app> brings the elements its screens use (the bell, the PIN setup, send money, pay bills).
// No React Router here: a visit that starts in the area draws it without the site's router
// (app-main.tsx), which loads only if the visitor leaves the area (issue 25).
import '@owo/widgets/elements/app';
import type { OwoNavigateEvent } from '@owo/widgets';
import { OwoApp } from '@owo/widgets/react';
import { TITLE_TEMPLATE } from '../page-title';

export function AppArea({
  path,
  onOwoNavigate,
}: {
  /** The router's path, when a router drives the page; unset, the element follows the browser's. */
  path?: string;
  onOwoNavigate: (event: OwoNavigateEvent) => void;
}) {
  // <owo-app> names each screen itself through the template ('History | Owo', 'Send to bank | Owo').
  return (
    <OwoApp
      base="/app"
      {...(path === undefined ? {} : { path })}
      navigation="event"
      titleTemplate={TITLE_TEMPLATE}
      onOwoNavigate={onOwoNavigate}
    />
  );
}
