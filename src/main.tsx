import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { startEmbeddedSession } from './lib/cookies';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A host's sign-in code (README, "Embedding the console") starts this tab's embedded session
// before the guards look for a session.
const { pathname, search } = window.location;
// A code from single sign-on (sso=1) opens the admin's own session, kept in cookies as usual.
const loginParams = new URLSearchParams(search);
if (pathname === '/login' && loginParams.has('code') && loginParams.get('sso') !== '1')
  startEmbeddedSession();

createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
