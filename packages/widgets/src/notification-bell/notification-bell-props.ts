export interface NotificationBellProps {
  /** How many notifications the panel asks for; 5 (SPEC.md 9) unless a whole number from 1 to 50. */
  limit?: number;
  /**
   * Where every notification is listed ('/app/notifications'): the panel then ends with a 'See all' link,
   * a plain link a router around the bell can take over (owo-app routes it itself).
   */
  seeAllHref?: string;
}
