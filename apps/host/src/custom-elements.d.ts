import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// Elements defined by @owo/widgets. Declared here so the host can render their tags before the
// widgets package ships its own JSX typings; remove an entry once the package declares it.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Cycles the theme light → dark → system and sets the `light`/`dark` class on <html>. */
      'owo-theme-toggle': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
