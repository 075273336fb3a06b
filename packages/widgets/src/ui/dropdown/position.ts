import { autoUpdate, computePosition, flip, offset, type Placement, shift } from '@floating-ui/dom';

/**
 * Keeps `panel` placed beside `reference` (8 px away, flipped or shifted to stay 8 px inside the viewport)
 * while either moves, scrolls or resizes; `onPlaced` runs after each placement. Returns the stop. Loaded
 * with the first panel that opens (dropdown.tsx), so a page with a closed menu or bell never downloads
 * floating-ui.
 */
export function anchorPanel(
  reference: HTMLElement,
  panel: HTMLElement,
  placement: Placement,
  onPlaced: () => void,
): () => void {
  return autoUpdate(reference, panel, () => {
    void computePosition(reference, panel, {
      placement,
      middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      panel.style.left = `${x}px`;
      panel.style.top = `${y}px`;
      onPlaced();
    });
  });
}
