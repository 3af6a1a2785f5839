import { useSyncExternalStore } from 'react';
import { SoundControl } from '../../components/SoundControl/SoundControl';
import { t } from '../../lib/i18n';
import { enableOrderSound, getOrderSoundState, subscribeOrderSound } from '../../lib/order-chime';

/**
 * A wall screen's sound: browsers allow audio only after a gesture on the page, so a screen that chose sound
 * on (remembered per device) shows one full-screen "Tap to enable sound" after it loads; otherwise the sound
 * switch sits in a corner.
 */
export function SoundOverlay() {
  const state = useSyncExternalStore(subscribeOrderSound, getOrderSoundState);
  if (state === 'waiting')
    return (
      <button type="button" className="opentab-sound-overlay" onClick={enableOrderSound}>
        {t('Tap to enable sound')}
      </button>
    );
  return (
    <div className="opentab-guest-corner">
      <SoundControl />
    </div>
  );
}
