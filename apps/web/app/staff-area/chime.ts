import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The new-order chime: two soft bell notes made with the Web Audio API (nothing to download).
 * The choice (sound on or off) is remembered per device (localStorage), so a pass tablet keeps it
 * across visits and reloads. Browsers only let a page make sound after a tap on it: with sound on,
 * the first tap anywhere on the staff area unlocks audio (until then the bar says 'Tap to allow
 * sound'). While an order waits unaccepted, the chime repeats every `REMINDER_MS`; once one has
 * waited the restaurant's alert minutes (issue 29), a louder three-note alarm repeats every `ALARM_MS`.
 */
interface SoundState {
  /** Staff want sound on this device. */
  on: boolean;
  /** The browser lets the page play (a tap has unlocked audio this visit). */
  unlocked: boolean;
  setOn: (on: boolean) => void;
  setUnlocked: (unlocked: boolean) => void;
}

/** Where the device's choice is kept. */
export const SOUND_STORAGE_KEY = 'platter.staff.sound';
/** How often the chime repeats while an order waits in New. */
export const REMINDER_MS = 30_000;
/** How often the alarm repeats while an order has waited past the restaurant's alert minutes. */
export const ALARM_MS = 10_000;

function storedChoice(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function storeChoice(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode or storage refused: the choice holds for this visit only.
  }
}

export const useSoundStore = create<SoundState>()((set) => ({
  on: storedChoice(),
  unlocked: false,
  setOn: (on) => set({ on }),
  setUnlocked: (unlocked) => set({ unlocked }),
}));

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Whether this browser can play the chime at all (the switch is hidden otherwise). */
export function canChime(): boolean {
  return audioContextClass() !== null;
}

/** One bell note: a sine (a brighter triangle for the alarm) with a quick attack and a long, soft decay. */
function note(audio: AudioContext, frequency: number, start: number, length: number, loud = false) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = loud ? 'triangle' : 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(loud ? 0.6 : 0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

/** Plays the chime (E6 then A5), if sound is on and the browser lets the page play. */
export function playChime(): void {
  if (!useSoundStore.getState().on || !context || context.state !== 'running') return;
  const now = context.currentTime;
  note(context, 1318.5, now, 0.5);
  note(context, 880, now + 0.18, 0.9);
}

/** The missed-order alarm: louder and brighter, three rising notes twice (A5 C#6 E6), if sound is on and allowed. */
export function playAlarm(): void {
  if (!useSoundStore.getState().on || !context || context.state !== 'running') return;
  const now = context.currentTime;
  for (const [i, frequency] of [880, 1108.7, 1318.5, 880, 1108.7, 1318.5].entries()) note(context, frequency, now + i * 0.16 + (i >= 3 ? 0.25 : 0), 0.35, true);
}

/** Inside a tap: creates or resumes the audio context; true once the page may play. */
async function unlockAudio(): Promise<boolean> {
  const Context = audioContextClass();
  if (!Context) return false;
  context ??= new Context();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  const running = context.state === 'running';
  useSoundStore.getState().setUnlocked(running);
  return running;
}

/** The switch's tap: on unlocks audio (and plays the chime once, so staff hear what it sounds like); remembered on this device. */
export async function switchSound(on: boolean): Promise<void> {
  storeChoice(on);
  useSoundStore.getState().setOn(on);
  if (!on) return;
  if (await unlockAudio()) playChime();
}

/**
 * While the staff area is open with sound on: the first tap or key anywhere unlocks audio (the
 * browser's rule), so a remembered choice works without touching the switch again.
 */
export function useUnlockSoundOnFirstTap(): void {
  const on = useSoundStore((state) => state.on);
  const unlocked = useSoundStore((state) => state.unlocked);
  useEffect(() => {
    if (!on || unlocked || !canChime()) return;
    const unlock = () => void unlockAudio();
    window.addEventListener('pointerdown', unlock, { capture: true });
    window.addEventListener('keydown', unlock, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [on, unlocked]);
}

/**
 * Repeats the chime every `REMINDER_MS` while `waiting` orders sit unaccepted, and instead the
 * alarm every `ALARM_MS` (at once, then again) while `overdue` of them have waited past the
 * restaurant's alert minutes (none: silence).
 */
export function useChimeReminder(waiting: number, overdue = 0): void {
  const on = useSoundStore((state) => state.on);
  // Restarted only when waiting or overdue starts or stops, not with every new order (each has its own chime).
  const anyWaiting = waiting > 0;
  const anyOverdue = overdue > 0;
  useEffect(() => {
    if (!on || !anyWaiting) return;
    if (anyOverdue) playAlarm();
    const timer = window.setInterval(anyOverdue ? playAlarm : playChime, anyOverdue ? ALARM_MS : REMINDER_MS);
    return () => window.clearInterval(timer);
  }, [on, anyWaiting, anyOverdue]);
}
