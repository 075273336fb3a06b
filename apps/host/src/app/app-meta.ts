/** The /app area's description: in its shells' HTML (entry-server.tsx), and set by the router's /app route. */
export const APP_DESCRIPTION = 'Your Owo wallet, payments, services and settings.';
