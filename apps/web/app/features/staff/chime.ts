import { create } from 'zustand';

/**
 * The new-order chime: two soft bell notes made with the Web Audio API (nothing to download).
 * Browsers only let a page make sound after a tap on it, so staff switch it on once per visit;
 * the switch's tap creates (or resumes) the audio context. Kept for the whole visit of the staff
 * area (the store and context outlive the pages), not across reloads.
 */
interface SoundState {
  on: boolean;
  setOn: (on: boolean) => void;
}

export const useSoundStore = create<SoundState>()((set) => ({ on: false, setOn: (on) => set({ on }) }));

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

/** One bell note: a sine with a quick attack and a long, soft decay. */
function note(audio: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
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

/** The switch's tap: on unlocks audio (and plays the chime once, so staff hear what it sounds like). */
export async function switchSound(on: boolean): Promise<void> {
  if (!on) {
    useSoundStore.getState().setOn(false);
    return;
  }
  const Context = audioContextClass();
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  useSoundStore.getState().setOn(true);
  playChime();
}
