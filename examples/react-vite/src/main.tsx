import { configureRuntime } from '@owo/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// Before the first Owo element connects: the API the elements call.
configureRuntime({ apiBase: import.meta.env.VITE_OWO_ORIGIN });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
