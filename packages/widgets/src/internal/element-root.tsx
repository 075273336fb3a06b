import { type ComponentType, useMemo } from 'react';
import { ElementBoundary, RegisteredOnly, ReportedFailures } from './failure';
import { HostContext } from './host-context';
import { PortalContainerContext } from './portal';
import { RuntimeBoundary } from './runtime';

/** What r2wc hands the component: the element's props plus `container`, its shadow root. */
export type ElementRootProps<P> = P & { container?: HTMLElement };

/**
 * Wraps an element's component so its React root shares the page runtime, knows its host element and
 * shadow root (for events and styles), and renders overlays inside that shadow root. A part that fails
 * to load says so inside the element (Retry); one that uses the API first asks whether this site may.
 */
export function withElementRoot<P extends object>(
  Component: ComponentType<P>,
  usesApi = true,
): ComponentType<ElementRootProps<P>> {
  function OwoElementRoot({ container, ...props }: ElementRootProps<P>) {
    // r2wc types `container` as an element; with `shadow: 'open'` it is the shadow root.
    const root = container as unknown as ShadowRoot;
    const host = useMemo(() => ({ host: root.host as HTMLElement, root }), [root]);
    return (
      <RuntimeBoundary>
        <HostContext value={host}>
          <PortalContainerContext value={root}>
            <ElementBoundary>
              {usesApi ? (
                <RegisteredOnly>
                  <ReportedFailures>
                    <Component {...(props as P)} />
                  </ReportedFailures>
                </RegisteredOnly>
              ) : (
                <Component {...(props as P)} />
              )}
            </ElementBoundary>
          </PortalContainerContext>
        </HostContext>
      </RuntimeBoundary>
    );
  }
  OwoElementRoot.displayName = `OwoElementRoot(${Component.displayName ?? Component.name})`;
  return OwoElementRoot;
}
