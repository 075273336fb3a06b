import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import baseCss from '../../internal/base.css?inline';
import { HostContext } from '../../internal/host-context';
import { PortalContainerContext } from '../../internal/portal';
import { RuntimeBoundary } from '../../internal/runtime';
import { adoptStyles, defineStyles } from '../../internal/shadow-styles';
import css from './frame.css?inline';
import { FrameRoot } from './frame-root';

const styles = [defineStyles(baseCss, 'base'), defineStyles(css, 'element')];

/**
 * The frame page's one element. Not made with defineElement: that brings r2wc and the page API
 * (window.Owo, the session events) for partner pages, which this page of Owo's own has no use for, and
 * the frame's JavaScript has a budget of its own. What it keeps is what the views need: an open shadow
 * root with the base sheet, the theme as the :state(dark) custom state (set from the page's theme,
 * which is the one the partner page's element shows), and the contexts.
 */
export class OwoSecretsFrame extends HTMLElement {
  readonly #internals = this.attachInternals();

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }), ...styles);
  }

  setDark(dark: boolean): void {
    if (dark) this.#internals.states.add('dark');
    else this.#internals.states.delete('dark');
  }
}

/** Draws `View` in a new <owo-secrets-frame> at the end of the body; returns it, to set its theme. */
export function mountFrame(View: ComponentType): OwoSecretsFrame {
  customElements.define('owo-secrets-frame', OwoSecretsFrame);
  const host = new OwoSecretsFrame();
  // Links and landings are the views' to handle (login-view.tsx), never a page load in the iframe.
  host.setAttribute('navigation', 'event');
  document.body.append(host);
  const root = host.shadowRoot as ShadowRoot;
  createRoot(root).render(
    <RuntimeBoundary>
      <HostContext value={{ host, root }}>
        <PortalContainerContext value={root}>
          <FrameRoot View={View} />
        </PortalContainerContext>
      </HostContext>
    </RuntimeBoundary>,
  );
  return host;
}
