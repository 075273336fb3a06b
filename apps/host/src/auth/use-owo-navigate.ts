import { sameSitePath } from '@owo/core';
import type { OwoNavigateEvent } from '@owo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Handles a widget's owo-navigate with the router (DESIGN.md 4: navigation belongs to the host): the
 * event is cancelled and the state (e.g. { email } for verify-email) passed on, so no page reloads.
 */
export function useOwoNavigate(): (event: OwoNavigateEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: OwoNavigateEvent) => {
      const { to, state, replace } = event.detail;
      const path = sameSitePath(to);
      if (path === null) return; // another site: the widget's own fallback applies
      event.preventDefault();
      navigate(path, { state, replace: replace ?? false });
    },
    [navigate],
  );
}
