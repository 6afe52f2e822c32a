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

describe('the chime remembered per device, and repeated while an order waits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    vi.useRealTimers();
    window.localStorage.clear();
    FakeAudioContext.instances = [];
  });

  it('remembers the choice on this device: a new visit starts with sound on, unlocked by the first tap anywhere', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const first = await import('./chime.ts');
    await first.switchSound(true);
    expect(window.localStorage.getItem(first.SOUND_STORAGE_KEY)).toBe('on');

    vi.resetModules();
    FakeAudioContext.instances = [];
    const { renderHook, act } = await import('@testing-library/react');
    const visit = await import('./chime.ts');
    expect(visit.useSoundStore.getState()).toMatchObject({ on: true, unlocked: false });
    renderHook(() => visit.useUnlockSoundOnFirstTap());
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await Promise.resolve();
    });
    expect(visit.useSoundStore.getState().unlocked).toBe(true);
    visit.playChime();
    expect(FakeAudioContext.instances[0]!.notes).toEqual([1318.5, 880]);

    await visit.switchSound(false);
    vi.resetModules();
    expect((await import('./chime.ts')).useSoundStore.getState().on).toBe(false);
  });

  it('chimes again every 30 s while an order waits unaccepted, and stops once none waits', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { renderHook } = await import('@testing-library/react');
    const chime = await import('./chime.ts');
    await chime.switchSound(true);
    const audio = FakeAudioContext.instances[0]!;
    audio.notes = [];
    const { rerender, unmount } = renderHook(({ waiting }) => chime.useChimeReminder(waiting), { initialProps: { waiting: 1 } });
    vi.advanceTimersByTime(chime.REMINDER_MS - 1);
    expect(audio.notes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(audio.notes).toHaveLength(2);
    vi.advanceTimersByTime(chime.REMINDER_MS);
    expect(audio.notes).toHaveLength(4);
    rerender({ waiting: 0 });
    vi.advanceTimersByTime(chime.REMINDER_MS * 3);
    expect(audio.notes).toHaveLength(4);
    unmount();
  });

  it('sounds the louder alarm at once and every 10 s while an order has waited past the alert minutes, back to the chime once none has', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { renderHook } = await import('@testing-library/react');
    const chime = await import('./chime.ts');
    await chime.switchSound(true);
    const audio = FakeAudioContext.instances[0]!;
    audio.notes = [];
    const { rerender, unmount } = renderHook(({ waiting, overdue }) => chime.useChimeReminder(waiting, overdue), { initialProps: { waiting: 2, overdue: 1 } });
    // Six notes at once, six more every ALARM_MS.
    expect(audio.notes).toEqual([880, 1108.7, 1318.5, 880, 1108.7, 1318.5]);
    vi.advanceTimersByTime(chime.ALARM_MS);
    expect(audio.notes).toHaveLength(12);
    rerender({ waiting: 1, overdue: 0 });
    vi.advanceTimersByTime(chime.REMINDER_MS);
    expect(audio.notes).toHaveLength(14);
    unmount();
  });
});
