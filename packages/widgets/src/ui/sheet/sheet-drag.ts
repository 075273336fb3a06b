import { SHEET_DRAG_CLOSE_THRESHOLD, SHEET_DRAG_VELOCITY_THRESHOLD } from '../constants';

/**
 * Where a drag of the sheet ends (SPEC.md 9, as react-modal-sheet): a downward flick faster than 500 px/s
 * closes it; otherwise it closes when dragged down past 0.6 of its height, and springs back when not.
 */
export function sheetDragOutcome({
  offset,
  velocity,
  height,
}: {
  offset: number;
  velocity: number;
  height: number;
}) {
  if (velocity > SHEET_DRAG_VELOCITY_THRESHOLD) return 'close';
  return height > 0 && offset / height > SHEET_DRAG_CLOSE_THRESHOLD ? 'close' : 'stay';
}

/** Downward speed in px/s over the last ~100 ms of pointer samples. */
export class VelocityTracker {
  readonly #samples: Array<{ y: number; t: number }> = [];

  add(y: number, t: number): void {
    this.#samples.push({ y, t });
    while (this.#samples.length > 2 && t - (this.#samples[0]?.t ?? t) > 100) this.#samples.shift();
  }

  velocity(): number {
    const first = this.#samples[0];
    const last = this.#samples.at(-1);
    if (!first || !last || last.t === first.t) return 0;
    return ((last.y - first.y) / (last.t - first.t)) * 1000;
  }
}
