// Owo's secrets frame (DESIGN.md, "Secrets stay on their origin"): what every view's script does on the
// page GET /embed/v1/frame serves on Owo's origin, which a partner page's element shows in an iframe. Its
// address names the partner page (`parent`, which the page's frame-ancestors policy enforced), the view
// and the theme. It says frame-ready to that page only, takes the port the page answers with, reports
// its height as it changes, and draws the view; everything the person types stays on this origin.
import type { ComponentType } from 'react';
import {
  configureRuntime,
  connectToParent,
  type FrameTheme,
  type FrameView,
  frameQuery,
  type InputSchema,
} from '../../internal/runtime';
import { defineStyles } from '../../internal/shadow-styles';
import { frameBridge } from './frame-bridge';
import documentCss from './frame-document.css?inline';
import { mountFrame } from './mount-frame';

/**
 * What a view takes from the page: the theme always, the bill or the transfer for a payment, an account
 * screen's email.
 */
type Input =
  | { type: 'theme'; theme: FrameTheme }
  | { type: 'bill'; bill: unknown }
  | { type: 'transfer'; transfer: unknown }
  | { type: 'email'; email: string };

/**
 * Starts the frame for `view`, whose script this is (the API serves one script per view), checking the
 * page's inputs with `inputs` (each view's script carries only the schemas it needs).
 */
export function startFrame<In extends Input>(
  view: FrameView,
  inputs: InputSchema<In>,
  View: ComponentType,
  onInput: (input: Exclude<In, { type: 'theme' }>) => void = () => {},
): void {
  const query = frameQuery.safeParse(Object.fromEntries(new URLSearchParams(window.location.search)));
  document.adoptedStyleSheets = [defineStyles(documentCss).sheet];
  if (!query.success || query.data.view !== view || window.parent === window) {
    // Opened on its own (not framed), or with an address no element makes: nothing to connect to.
    document.body.textContent = 'This page shows Owo inside a partner site.';
    return;
  }
  const { parent, theme = 'light' } = query.data;
  configureRuntime({ frameParent: parent });
  const frame = mountFrame(View);
  frame.setDark(theme === 'dark');
  const channel = connectToParent({
    parentOrigin: parent,
    parent: window.parent,
    inputs,
    onInput: (input) => {
      if (input.type === 'theme') frame.setDark(input.theme === 'dark');
      else onInput(input as Exclude<In, { type: 'theme' }>);
    },
  });
  frameBridge.connect(channel);
  // The page sizes the iframe to this: the content's height, once there is some.
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0) channel.send({ type: 'size', height });
  }).observe(document.body);
}
