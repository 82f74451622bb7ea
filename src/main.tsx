// First, before any schema parses: see no-eval.ts.
import './no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/index';
import { App } from './App';
import './first-load';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Development builds only: the state inspector. Production bundles drop this branch and chunk.
if (__DEV__) {
  void import('./dev/start').then(({ startDevTools }) => startDevTools());
}
