// The /app area: the `owo-app` element routes /app/* inside itself (DESIGN.md 4). Its links ask first
// (owo-navigate): the router takes each move, so history stays the router's and no page reloads, and
// the element follows the router's location through its `path` property.
// <owo-app> brings the elements its screens use (the bell, the PIN setup, send money, pay bills).
import '@owo/widgets/elements/app';
import { OwoApp } from '@owo/widgets/react';
import { useLocation } from 'react-router';
import { useOwoNavigate } from '../auth/use-owo-navigate';
import { TITLE_TEMPLATE, usePageMeta } from '../hooks/use-page-meta';

export function AppScreen() {
  // <owo-app> names each screen itself through the template ('History | Owo', 'Send to bank | Owo').
  usePageMeta(null, 'Your Owo wallet, payments, services and settings.');
  const { pathname, search } = useLocation();
  const onNavigate = useOwoNavigate();
  return (
    <OwoApp
      base="/app"
      path={`${pathname}${search}`}
      navigation="event"
      titleTemplate={TITLE_TEMPLATE}
      onOwoNavigate={onNavigate}
    />
  );
}
