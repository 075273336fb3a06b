import { useContext, useInsertionEffect } from 'react';
import { HostContext } from './host-context';

/**
 * Where a sheet sits among the sheets adopted into one shadow root. Later ranks win ties, so an
 * element's own sheet can restyle a kit piece whatever order the pieces mounted in.
 */
export type StyleRank = 'base' | 'kit' | 'element';

const rankOrder: Record<StyleRank, number> = { base: 0, kit: 1, element: 2 };

export interface Styles {
  readonly rank: StyleRank;
  /** The one constructable sheet for this CSS, built on first use and shared by every instance. */
  readonly sheet: CSSStyleSheet;
}

const ranks = new WeakMap<CSSStyleSheet, number>();

/**
 * Wraps CSS imported with `?inline`. Call it once at module level (`const styles = defineStyles(css)`),
 * so one sheet serves every instance on the page; the sheet is built lazily, on first adoption.
 */
export function defineStyles(cssText: string, rank: StyleRank = 'kit'): Styles {
  let sheet: CSSStyleSheet | undefined;
  return {
    rank,
    get sheet() {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText);
        ranks.set(sheet, rankOrder[rank]);
      }
      return sheet;
    },
  };
}

/** Adopts the sheets a root lacks, keeping ours ordered by rank; sheets we did not create keep their place first. */
export function adoptStyles(root: DocumentOrShadowRoot, ...styles: Styles[]): void {
  const current = root.adoptedStyleSheets;
  const missing = styles.map((s) => s.sheet).filter((sheet) => !current.includes(sheet));
  if (missing.length === 0) return;
  const rankOf = (sheet: CSSStyleSheet) => ranks.get(sheet) ?? -1;
  // Array.prototype.sort is stable: equal ranks keep their adoption order.
  root.adoptedStyleSheets = [...current, ...missing].sort((a, b) => rankOf(a) - rankOf(b));
}

/**
 * Adopts a kit piece's sheet into the element's shadow root before the DOM is painted. Outside an
 * element (a kit piece in a plain React tree) the document is the only root there is.
 */
export function useStyles(styles: Styles): void {
  const root = useContext(HostContext)?.root;
  useInsertionEffect(() => {
    adoptStyles(root ?? document, styles);
  }, [root, styles]);
}
