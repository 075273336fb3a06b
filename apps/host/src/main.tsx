import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Owo: the #root element is missing from index.html');

// No <RuntimeProvider> here: the parts that read the session (the top bar's account controls, the auth
// screens) load with the core runtime after first paint and provide it themselves; it is one runtime
// per page either way (getRuntime()).
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Registers every Owo element off the critical path: the page paints without the widgets' code, and
// <owo-theme-toggle> and <owo-toaster> upgrade in place when it arrives. The auth screens import the
// same chunk, so it is fetched once.
import('@owo/widgets/define').catch((error: unknown) => {
  console.error('Owo: the widgets failed to load', error);
});
