import { afterEach, describe, expect, it, vi } from 'vitest';

/** A recording stand-in for the Web Audio API, which jsdom lacks. */
class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  oscillators: { frequency: number; started: number }[] = [];
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const node = {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: () => this.destination,
    };
    return node;
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: (when: number) =>
        this.oscillators.push({ frequency: oscillator.frequency.value, started: when }),
      stop() {},
    };
    return oscillator;
  }
}

async function freshChime() {
  vi.resetModules();
  return import('./order-chime');
}

afterEach(() => {
  FakeAudioContext.instances = [];
});

describe('new-order chime', () => {
  it('stays silent and does not throw before the first user gesture or without Web Audio', async () => {
    const chime = await freshChime();
    chime.armOrderChime();
    expect(() => chime.playOrderChime()).not.toThrow();
    window.dispatchEvent(new Event('pointerdown'));
    expect(() => chime.playOrderChime()).not.toThrow();
  });

  it('unlocks audio on the first gesture, then plays two short tones', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const chime = await freshChime();
    chime.armOrderChime();
    chime.playOrderChime();
    expect(FakeAudioContext.instances).toHaveLength(0);

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.instances).toHaveLength(1);
    await Promise.resolve();
    chime.playOrderChime();
    const [audio] = FakeAudioContext.instances;
    expect(audio?.oscillators.map((o) => o.frequency)).toEqual([880, 1320]);
  });
});

describe('order sound control (issue 16)', () => {
  it('is locked until enabled by a tap, then on; muting is remembered on the device and silences the chime', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const chime = await freshChime();
    const changes = vi.fn();
    chime.subscribeOrderSound(changes);
    expect(chime.getOrderSoundState()).toBe('locked');

    chime.enableOrderSound();
    await Promise.resolve();
    expect(chime.getOrderSoundState()).toBe('on');
    expect(changes).toHaveBeenCalled();
    const [audio] = FakeAudioContext.instances;
    const tones = audio?.oscillators.length ?? 0;
    expect(tones).toBeGreaterThan(0);

    chime.setOrderSoundMuted(true);
    expect(chime.getOrderSoundState()).toBe('muted');
    expect(localStorage.getItem(chime.SOUND_CHOICE_KEY)).toBe('off');
    chime.playOrderChime();
    expect(audio?.oscillators).toHaveLength(tones);

    // a reload of the page keeps the choice
    const reloaded = await freshChime();
    expect(reloaded.getOrderSoundState()).toBe('muted');
    reloaded.enableOrderSound();
    expect(reloaded.getOrderSoundState()).not.toBe('muted');
    expect(localStorage.getItem(chime.SOUND_CHOICE_KEY)).toBe('on');
  });

  it('remembers sound on across a reload: no "Enable sound" again, the first tap anywhere unlocks it (issue 26)', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const chime = await freshChime();
    chime.enableOrderSound();
    expect(chime.getOrderSoundState()).toBe('on');

    const reloaded = await freshChime();
    // chosen on, but this page has not been allowed audio yet
    expect(reloaded.getOrderSoundState()).toBe('waiting');
    reloaded.armOrderChime();
    const audio = FakeAudioContext.instances.at(-1);
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(reloaded.getOrderSoundState()).toBe('on');
    const before = audio?.oscillators.length ?? 0;
    reloaded.playOrderChime();
    expect(audio?.oscillators.length).toBe(before + 2);
  });

  it("reads issue 16's remembered mute as sound off", async () => {
    localStorage.setItem('opentab:order-sound-muted', '1');
    const chime = await freshChime();
    expect(chime.getOrderSoundState()).toBe('muted');
    chime.enableOrderSound();
    expect(localStorage.getItem('opentab:order-sound-muted')).toBeNull();
    expect(chime.isOrderSoundMuted()).toBe(false);
  });

  it('stays "Enable sound" after a reload when nobody chose and nobody tapped', async () => {
    const chime = await freshChime();
    chime.armOrderChime();
    expect(chime.getOrderSoundState()).toBe('locked');
    const reloaded = await freshChime();
    expect(reloaded.getOrderSoundState()).toBe('locked');
  });

  it('remembers sound on from the first tap anywhere on a device that never chose, but never overrides "off"', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const chime = await freshChime();
    chime.armOrderChime();
    window.dispatchEvent(new Event('pointerdown'));
    expect(localStorage.getItem(chime.SOUND_CHOICE_KEY)).toBe('on');
    expect((await freshChime()).getOrderSoundState()).toBe('waiting');

    localStorage.setItem(chime.SOUND_CHOICE_KEY, 'off');
    const muted = await freshChime();
    muted.armOrderChime();
    window.dispatchEvent(new Event('pointerdown'));
    expect(muted.getOrderSoundState()).toBe('muted');
  });
});
