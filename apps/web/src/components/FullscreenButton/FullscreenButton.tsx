import { Button } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n';

/**
 * Full screen for a wall screen or tablet (the Fullscreen API): the browser's bars go, the tickets get the
 * room. Absent where the browser has no full screen (an iPhone's Safari).
 */
export function FullscreenButton({ large = false }: { large?: boolean }) {
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const change = isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void change.catch(() => {});
  };
  return (
    <Button
      size={large ? 'lg' : 'md'}
      variant="default"
      leftSection={isFull ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
      onClick={toggle}
    >
      {isFull ? t('Exit full screen') : t('Full screen')}
    </Button>
  );
}
