import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, readStoredTheme } from '@/lib/theme';
import { restoreSession } from '@/lib/auth-store';
import { App } from '@/app/app';
import './index.css';

applyTheme(readStoredTheme());
restoreSession();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
