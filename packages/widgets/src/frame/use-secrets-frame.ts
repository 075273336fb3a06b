import { useMemo } from 'react';
import { secretsFrameOrigin, useRuntime } from '../internal/runtime';

/**
 * Owo's origin when this element is on a partner's page and must show its secrets in Owo's frame, or
 * null on Owo's own site (and inside the frame itself), where it shows its fields directly.
 */
export function useSecretsFrameOrigin(): string | null {
  const { apiBase } = useRuntime().config;
  return useMemo(
    () => (typeof location === 'undefined' ? null : secretsFrameOrigin(apiBase, location)),
    [apiBase],
  );
}
