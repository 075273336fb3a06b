import { Outlet } from 'react-router';

/**
 * Above every route (public pages, /auth and /app): the page's one <owo-toaster>, which shows the toasts
 * of every Owo widget and of the runtime's http client. It upgrades when the widgets' code arrives.
 */
export function SiteShell() {
  return (
    <>
      <Outlet />
      <owo-toaster></owo-toaster>
    </>
  );
}
