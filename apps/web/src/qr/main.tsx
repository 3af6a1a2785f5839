import './qr.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { deviceLanguage, setLanguage, t } from '../lib/i18n';
import { QrApp } from './QrApp';

// The diners' entry (qr.html): plain React and one stylesheet, so a phone shows the menu quickly.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The language this phone picked before, else its browser's: its catalog is fetched first, so the menu's first
// paint is already in it (English needs none).
void setLanguage(deviceLanguage()).finally(() => {
  document.title = t('Menu');
  createRoot(root).render(
    <StrictMode>
      <QrApp />
    </StrictMode>,
  );
});
