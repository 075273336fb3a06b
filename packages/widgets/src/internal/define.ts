import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { version } from '../../package.json';
import { applyApiBase } from './api-base';
import baseCss from './base.css?inline';
import { withElementRoot } from './element-root';
import failureCss from './failure.css?inline';
import { bridgeSessionEvents, installPageApi } from './page-session';
import { warnSecondCopy } from './runtime';
import { adoptStyles, defineStyles, type Styles } from './shadow-styles';
import { watchTheme } from './theme';

/** How r2wc turns an attribute into a prop (and a prop into an attribute). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementOptions<P> {
  /** The props a partner can set, as attributes (kebab-case) and properties (camelCase). */
  props?: { [K in Exclude<keyof P & string, 'container'>]?: AttributeType };
  /** The element's own sheets (CSS imported with `?inline`, wrapped once with defineStyles). */
  styles?: readonly string[];
  /** false: the element never calls Owo's API (the toaster, the theme toggle), so it asks no registry. */
  usesApi?: boolean;
}

// Not in base.css: Owo's secrets frame, which shares that sheet, says its failures its own way.
export const baseStyles: Styles = defineStyles(baseCss + failureCss, 'base');

type ReactElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

interface OwoElementClass extends CustomElementConstructor {
  readonly owoVersion?: string;
}

/** The classes this copy of the bundle registered; a registered owo-* tag not among them is another copy's. */
const definedHere = new WeakSet<CustomElementConstructor>();

/**
 * Turns a React component into a custom element with an open shadow root (base tokens and its own
 * sheets adopted, theme tracked as the :state(dark) custom state) and registers it under `tag`. A second
 * copy of the bundle on the page reuses the first copy's registration (and so its runtime), and the page
 * is warned once, however many copies and elements there are.
 * Where there is no `customElements` (server rendering) it does nothing and returns undefined.
 */
export function defineElement<P extends object>(
  tag: `owo-${string}`,
  Component: ComponentType<P>,
  options: ElementOptions<P> = {},
): CustomElementConstructor | undefined {
  // On a server (SSR, Node) there is nothing to register: importing an element is a no-op there.
  if (typeof customElements === 'undefined') return undefined;
  installPageApi(version);
  const existing = customElements.get(tag) as OwoElementClass | undefined;
  if (existing) {
    if (!definedHere.has(existing)) warnSecondCopy('@owo/widgets', existing.owoVersion);
    return existing;
  }

  const styles = (options.styles ?? []).map((css) => defineStyles(css, 'element'));
  const Base = r2wc(withElementRoot(Component, options.usesApi), {
    shadow: 'open',
    props: options.props as Record<string, AttributeType>,
  }) as unknown as ReactElementClass;

  class OwoElement extends Base {
    static readonly owoVersion = version;
    readonly #internals = this.attachInternals();
    #stopWatchingTheme: (() => void) | undefined;
    #unmountQueued = false;

    constructor() {
      super();
      // Adopted before the first render, so the element never paints unstyled.
      if (this.shadowRoot) adoptStyles(this.shadowRoot, baseStyles, ...styles);
    }

    override connectedCallback() {
      // Back on the page before its queued unmount ran: that unmount runs first, then mounts afresh.
      if (this.#unmountQueued) return;
      this.#connect();
    }

    override disconnectedCallback() {
      if (this.#unmountQueued) return;
      // An element removed while another React root commits (owo-app leaving a screen that holds the
      // bell or the PIN modal) must not unmount its own root synchronously inside that commit: React
      // refuses (error #177 in production). So the unmount runs right after, as a microtask. An element
      // re-added meanwhile is still reset, as a remove and re-add promises: unmounted, then mounted anew.
      this.#unmountQueued = true;
      queueMicrotask(() => {
        this.#unmountQueued = false;
        this.#stopWatchingTheme?.();
        this.#stopWatchingTheme = undefined;
        super.disconnectedCallback();
        if (this.isConnected) this.#connect();
      });
    }

    #connect() {
      applyApiBase(this);
      bridgeSessionEvents();
      this.#stopWatchingTheme = watchTheme(this, (theme) => {
        if (theme === 'dark') this.#internals.states.add('dark');
        else this.#internals.states.delete('dark');
      });
      super.connectedCallback();
    }
  }

  customElements.define(tag, OwoElement);
  definedHere.add(OwoElement);
  return OwoElement;
}
