/**
 * The new-order sound of the Kitchen and Orders screens and the kitchen display: a short two-tone beep made
 * with the Web Audio API, so no audio file ships. Browsers keep audio locked until the page has seen a user
 * gesture, so the audio context is resumed on the first click, touch or key press; until then a chime is
 * silently skipped. The choice (on or off) is remembered per device (issue 26: "Enable sound" came back after
 * every reload): once chosen on, the screens say "Sound on" at once and the first tap anywhere unlocks it.
 */

type TAudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;
let unlockArmed = false;
const listeners = new Set<() => void>();

/** This device's choice, kept across reloads: 'on' or 'off'; absent until someone chooses. */
export const SOUND_CHOICE_KEY = 'opentab:order-sound';
/** Issue 16 remembered only muting, under this key ('1'): read as 'off' until the next choice replaces it. */
const LEGACY_MUTED_KEY = 'opentab:order-sound-muted';

type TSoundChoice = 'on' | 'off' | null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called when audio becomes allowed or the choice changes. */
export function subscribeOrderSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'locked': never chosen and the browser has not allowed audio yet ("Enable sound");
 * 'waiting': chosen on, the browser still waits for the page's first tap to allow it;
 * 'on' and 'muted': playing, or chosen off.
 */
export type TOrderSoundState = 'locked' | 'waiting' | 'on' | 'muted';

function soundChoice(): TSoundChoice {
  try {
    const choice = localStorage.getItem(SOUND_CHOICE_KEY);
    if (choice === 'on' || choice === 'off') return choice;
    return localStorage.getItem(LEGACY_MUTED_KEY) === '1' ? 'off' : null;
  } catch {
    return null;
  }
}

export function isOrderSoundMuted(): boolean {
  return soundChoice() === 'off';
}

export function getOrderSoundState(): TOrderSoundState {
  const choice = soundChoice();
  if (choice === 'off') return 'muted';
  if (context?.state === 'running') return 'on';
  return choice === 'on' ? 'waiting' : 'locked';
}

export function setOrderSoundMuted(muted: boolean): void {
  try {
    localStorage.setItem(SOUND_CHOICE_KEY, muted ? 'off' : 'on');
    localStorage.removeItem(LEGACY_MUTED_KEY);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  notify();
}

function audioContextClass(): TAudioContextClass | undefined {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: TAudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function unlock(): void {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return;
  try {
    if (!context) {
      context = new AudioContextClass();
      context.addEventListener?.('statechange', notify);
    }
    if (context.state === 'suspended') void context.resume().then(notify, () => {});
    notify();
  } catch {
    // No audio device, or the browser still refuses: the screens work without sound.
  }
}

/**
 * Creates (and resumes) the audio context on the first user gesture of the page. Safe to call often. A device
 * that chose the sound on tries at once: a kiosk or an installed app may be allowed audio without a tap.
 */
export function armOrderChime(): void {
  if (unlockArmed || typeof window === 'undefined') return;
  unlockArmed = true;
  if (soundChoice() === 'on') unlock();
  const events = ['pointerdown', 'touchstart', 'keydown'] as const;
  const onGesture = () => {
    unlock();
    // A device that never chose plays the chime from its first tap on; remembering that choice keeps
    // "Enable sound" from coming back after the next reload (issue 26). "Sound off" is remembered too.
    if (soundChoice() === null) setOrderSoundMuted(false);
    for (const event of events) window.removeEventListener(event, onGesture, true);
  };
  for (const event of events) window.addEventListener(event, onGesture, { capture: true, passive: true });
}

function beep(
  audio: AudioContext,
  { frequency, start, duration }: { frequency: number; start: number; duration: number },
): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick attack and an exponential fade, so the tone does not click.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

/**
 * The "Enable sound" tap: a user gesture, so the browser allows audio; a short confirming chime says so.
 * Also unmutes.
 */
export function enableOrderSound(): void {
  setOrderSoundMuted(false);
  unlock();
  playOrderChime();
}

/** Plays the new-order chime; does nothing (and never throws) when muted, unavailable or still locked. */
export function playOrderChime(): void {
  if (!context || context.state === 'closed' || isOrderSoundMuted()) return;
  try {
    // Tones scheduled on a suspended context play once it resumes (e.g. after the tablet slept).
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const now = context.currentTime;
    beep(context, { frequency: 880, start: now, duration: 0.18 });
    beep(context, { frequency: 1320, start: now + 0.2, duration: 0.25 });
  } catch {
    // Audio failed mid-way: the refetch still shows the order.
  }
}
