import { afterEach, describe, expect, it, vi } from 'vitest';

/** Just enough of an AudioContext to hear what the chime plays. */
class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 10;
  destination = {};
  notes: number[] = [];
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    const notes = this.notes;
    const node = { type: '', frequency: { setValueAtTime: (hz: number) => notes.push(hz) }, connect: (next: unknown) => next, start: () => undefined, stop: () => undefined };
    return node;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
  }
}

describe('the new-order chime', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    FakeAudioContext.instances = [];
  });

  it('stays silent until staff switch sound on (the tap unlocks audio), then plays two notes per order', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { canChime, playChime, switchSound, useSoundStore } = await import('./chime.ts');
    expect(canChime()).toBe(true);
    playChime();
    expect(FakeAudioContext.instances).toEqual([]);

    await switchSound(true);
    const audio = FakeAudioContext.instances[0]!;
    expect(audio.state).toBe('running');
    expect(useSoundStore.getState().on).toBe(true);
    // Switching on plays it once, so staff know the sound.
    expect(audio.notes).toEqual([1318.5, 880]);
    playChime();
    expect(audio.notes).toHaveLength(4);

    await switchSound(false);
    playChime();
    expect(audio.notes).toHaveLength(4);
  });

  it('is not offered where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { canChime } = await import('./chime.ts');
    expect(canChime()).toBe(false);
  });
});
