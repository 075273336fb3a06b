/** A paragraph, or a bulleted list when the block is an array. */
export type LegalBlock = string | string[];

export interface LegalDocument {
  title: string;
  /** ISO 8601 time of the last change, with its WAT offset. */
  updated: string;
  summary: string;
  intro: string[];
  sections: { id: string; title: string; body: LegalBlock[] }[];
}
