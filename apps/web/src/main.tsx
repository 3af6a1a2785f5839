import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/touch.css';
import { prefetchFirstPageData } from './app/first-page-data';
import { isSignInFirst, showSignInFirst } from './app/sign-in-first';
import { loadChunk } from './lib/lazy-page';

// Before the app asks for the page's chunks: the call then gets one of the browser's few connections to the
// server first, instead of waiting behind dozens of chunk requests.
prefetchFirstPageData(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The sign-in page draws with React alone (issue 24's budget: the router and the UI library are two thirds of
// the rest); every other page starts the app at once, its chunks preloaded by the server (first-load.json).
if (isSignInFirst(window.location.pathname)) showSignInFirst(root);
else void loadChunk(() => import('./app/start-app')).then(({ startApp }) => startApp(root));
