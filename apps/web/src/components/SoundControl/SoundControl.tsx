import { Button } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n';
import {
  enableOrderSound,
  getOrderSoundState,
  setOrderSoundMuted,
  subscribeOrderSound,
} from '../../lib/order-chime';

/**
 * The new-order sound of the Kitchen and Orders screens (issue 16): "Enable sound" until the browser allows
 * audio (one tap does it), then a mute switch; muting is remembered on this device.
 */
export function SoundControl({ large = false }: { large?: boolean }) {
  const state = useSyncExternalStore(subscribeOrderSound, getOrderSoundState);
  const size = large ? 'lg' : 'md';
  if (state === 'locked')
    return (
      <Button
        size={size}
        variant="light"
        color="orange"
        c="dark"
        leftSection={<IconVolume size={20} />}
        onClick={enableOrderSound}
      >
        {t('Enable sound')}
      </Button>
    );
  const muted = state === 'muted';
  return (
    <Button
      size={size}
      variant="default"
      leftSection={muted ? <IconVolumeOff size={20} /> : <IconVolume size={20} />}
      onClick={() => (muted ? enableOrderSound() : setOrderSoundMuted(true))}
      aria-pressed={muted}
    >
      {muted ? t('Sound off') : t('Sound on')}
    </Button>
  );
}
