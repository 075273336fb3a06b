// The /app area: the `owo-app` element routes /app/* inside itself (DESIGN.md 4). Its links ask first
// (owo-navigate): the router takes each move, so history stays the router's and no page reloads, and
// the element follows the router's location through its `path` property.
// <owo-app> brings the elements its screens use (the bell, the PIN setup, send money, pay bills).
import '@owo/widgets/elements/app';
import { createComponent, type EventName } from '@lit-labs/react';
import type { OwoApp, OwoNavigateEvent } from '@owo/widgets';
import * as React from 'react';
import { useLocation } from 'react-router';
import { useOwoNavigate } from '../auth/use-owo-navigate';
import { TITLE_TEMPLATE, usePageMeta } from '../hooks/use-page-meta';

const elementClass = customElements.get('owo-app');
if (!elementClass) throw new Error('Owo: <owo-app> is not registered');

const AppElement = createComponent({
  react: React,
  tagName: 'owo-app',
  elementClass: elementClass as unknown as new () => OwoApp,
  events: { onNavigate: 'owo-navigate' as EventName<OwoNavigateEvent> },
});

export function AppScreen() {
  // <owo-app> names each screen itself through the template ('History | Owo', 'Send to bank | Owo').
  usePageMeta(null, 'Your Owo wallet, payments, services and settings.');
  const { pathname, search } = useLocation();
  const onNavigate = useOwoNavigate();
  return (
    <AppElement
      base="/app"
      path={`${pathname}${search}`}
      navigation="event"
      titleTemplate={TITLE_TEMPLATE}
      onNavigate={onNavigate}
    />
  );
}
