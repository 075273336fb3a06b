export interface PinSetupProps {
  /** Opens by itself whenever the signed-in user has no PIN (default true); false leaves it to `open`. */
  autoOpen?: boolean;
  /** Opens it on demand, if the signed-in user has no PIN yet; it turns false again when it closes. */
  open?: boolean;
}
