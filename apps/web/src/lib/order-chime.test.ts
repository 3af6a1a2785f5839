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
