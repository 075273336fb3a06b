/** A paragraph, or a bulleted list when the block is an array. */
export type LegalBlock = string | string[];

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  summary: string;
  intro: string[];
  sections: { id: string; title: string; body: LegalBlock[] }[];
}
