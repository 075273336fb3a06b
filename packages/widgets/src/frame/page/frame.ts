// Owo's secrets frame (DESIGN.md, "Secrets stay on their origin"): the script of the page
// GET /embed/v1/frame serves on Owo's origin, which a partner page's element shows in an iframe. Its
// address names the partner page (`parent`, which the page's frame-ancestors policy enforced), the view
// and the theme. It says frame-ready to that page only, takes the port the page answers with, reports
// its height as it changes, and draws the view; everything the person types stays on this origin.
import {
  type CheckedFrameInput,
  configureRuntime,
  connectToParent,
  type FrameTheme,
  frameQuery,
  frameThemeInput,
  type InputSchema,
} from '../../internal/runtime';
import { defineStyles } from '../../internal/shadow-styles';
import { frameBridge } from './frame-bridge';
import documentCss from './frame-document.css?inline';
import { mountFrame } from './mount-frame';

const query = frameQuery.safeParse(Object.fromEntries(new URLSearchParams(window.location.search)));
document.adoptedStyleSheets = [defineStyles(documentCss).sheet];

const setTheme = (theme: FrameTheme) => document.documentElement.classList.toggle('dark', theme === 'dark');

if (!query.success || window.parent === window) {
  // Opened on its own (not framed), or with an address no element makes: nothing to connect to.
  document.body.textContent = 'This page shows Owo inside a partner site.';
} else {
  const { parent, view, theme = 'light' } = query.data;
  configureRuntime({ frameParent: parent });
  setTheme(theme);
  // A payment's inputs carry the bill, checked by the bill schemas, which only that view loads.
  const inputs: InputSchema<CheckedFrameInput> =
    view === 'pay-bill' ? (await import('./bill-input')).billFrameInput : frameThemeInput;
  const channel = connectToParent({
    parentOrigin: parent,
    parent: window.parent,
    inputs,
    onInput: (input) => {
      if (input.type === 'theme') setTheme(input.theme);
      else frameBridge.setBill(input.bill);
    },
  });
  frameBridge.connect(channel);
  // The page sizes the iframe to this: the content's height, once there is some.
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0) channel.send({ type: 'size', height });
  }).observe(document.body);
  mountFrame(view);
}
