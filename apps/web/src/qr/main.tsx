import './qr.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../lib/i18n';
import { QrApp } from './QrApp';
import { startLanguage } from './start-language';

// The diners' entry (qr.html): plain React and one stylesheet, so a phone shows the menu quickly.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The language this phone picked before, else its browser's: its catalog is fetched first, so the menu's first
// paint is already in it (English needs none).
void startLanguage().finally(() => {
  document.title = t('Menu');
  createRoot(root).render(
    <StrictMode>
      <QrApp />
    </StrictMode>,
  );
});
