import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import './styles/theme.css';
import './styles/app.css';
import './styles/components/overlays.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary where="Quire">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
