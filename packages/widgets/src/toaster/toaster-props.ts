export interface ToasterProps {
  /** Milliseconds each toast stays; 10000 (SPEC.md 9) unless set to a positive number. */
  duration?: number;
}
