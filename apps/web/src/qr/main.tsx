import './qr.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QrApp } from './QrApp';

// The diners' entry (qr.html): plain React and one stylesheet, so a phone shows the menu quickly.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QrApp />
  </StrictMode>,
);
