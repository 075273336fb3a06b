import type { FrameView } from '@owo/core/contract';
import { WIDGETS_PATH } from '../../site/serve-site';

/** Each view's script, in the served widget build (packages/widgets/src/frame/page/<view>.ts). */
const frameScript = (view: FrameView) => `${WIDGETS_PATH}frame/${view}.js`;

const TITLES: Record<FrameView, string> = {
  login: 'Sign in to Owo',
  register: 'Create your Owo account',
  'verify-email': 'Verify your email with Owo',
  'forgot-password': 'Reset your Owo password',
  'verify-reset-password': 'Reset your Owo password',
  'reset-password': 'Reset your Owo password',
  'pay-bill': 'Confirm your payment with Owo',
  transfer: 'Confirm your transfer with Owo',
  'pin-setup': 'Set your Owo PIN',
};

/**
 * The frame's policy: its own scripts and API only, and framing by the one partner page named, so no
 * other site can put Owo's sign-in or PIN under its own content. CSP, not X-Frame-Options, which cannot
 * name an origin.
 */
export function frameCsp(parent: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parent}`,
  ].join('; ');
}

/** Everything else: no framing at all. */
export const REFUSED_FRAME_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The frame's page: the view's script builds the view in its body. */
export function framePage(view: FrameView): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <!-- A link the frame does not handle (Forgot PIN) opens Owo's own page in a tab, never in the frame. -->
    <base target="_blank" />
    <title>${TITLES[view]}</title>
    <script type="module" src="${frameScript(view)}"></script>
  </head>
  <body></body>
</html>
`;
}

/** What a frame under a site Owo does not know shows (the browser shows nothing framed with 'none'). */
export function refusedFramePage(parent: string): string {
  const site = parent.replace(/[<>&"']/g, '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Not allowed</title>
  </head>
  <body>
    <p>${site} is not allowed to use Owo. Its owner can register it with <code>pnpm owo partner add ${site}</code>.</p>
  </body>
</html>
`;
}
