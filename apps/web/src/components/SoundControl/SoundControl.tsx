import { Button, Group, Text } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useId, useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n';
import {
  enableOrderSound,
  getOrderSoundState,
  setOrderSoundMuted,
  subscribeOrderSound,
} from '../../lib/order-chime';

/**
 * The new-order sound of the Kitchen and Orders screens and the kitchen display (issue 16): "Enable sound"
 * until this device chooses (one tap allows audio), then an on/off switch. The choice is remembered on the
 * device (issue 26): after a reload a device that chose sound on shows "Sound on" at once, and says that the
 * browser waits for a first tap anywhere before it lets the page play it.
 */
export function SoundControl({ large = false }: { large?: boolean }) {
  const state = useSyncExternalStore(subscribeOrderSound, getOrderSoundState);
  const hintId = useId();
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
    <Group gap="xs" wrap="nowrap">
      <Button
        size={size}
        variant="default"
        leftSection={muted ? <IconVolumeOff size={20} /> : <IconVolume size={20} />}
        onClick={() => (muted ? enableOrderSound() : setOrderSoundMuted(true))}
        aria-pressed={muted}
        aria-describedby={state === 'waiting' ? hintId : undefined}
      >
        {muted ? t('Sound off') : t('Sound on')}
      </Button>
      {state === 'waiting' ? (
        <Text id={hintId} size="sm" c="dimmed" maw={140} lh={1.2}>
          {t('Tap anywhere to start the sound')}
        </Text>
      ) : null}
    </Group>
  );
}
