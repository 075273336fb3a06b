/**
 * motion's WAAPI animate(), fetched on demand: a chunk of its own, off every element's first paint.
 * The first call starts the download; later calls share it.
 */
let motion: Promise<typeof import('motion/mini')> | undefined;

export function loadMotion(): Promise<typeof import('motion/mini')> {
  motion ??= import('motion/mini');
  return motion;
}
