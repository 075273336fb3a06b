/** The code and message of a call the API refused because the page's origin is not a registered partner. */
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED';
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'This site is not yet allowed to use Owo';
