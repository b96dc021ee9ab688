import { useCallback, useState } from 'react';

/**
 * The games' and the SmoothY stage's sounds: short WebAudio beeps (no audio files to download), muted by the
 * child's choice, kept on this device for every game and the stage.
 */
const MUTED_KEY = 'codeyard.games.muted';

export type Beep = 'turn' | 'pair' | 'miss' | 'win';

const NOTES: Record<Beep, { freq: number[]; length: number }> = {
  turn: { freq: [660], length: 0.06 },
  pair: { freq: [660, 880], length: 0.1 },
  miss: { freq: [300], length: 0.15 },
  win: { freq: [523, 659, 784, 1047], length: 0.12 },
};

let context: AudioContext | null = null;

function play(beep: Beep): void {
  const Ctx = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    const { freq, length } = NOTES[beep];
    freq.forEach((f, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      const at = context!.currentTime + i * length;
      osc.frequency.value = f;
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + length);
    });
  } catch {
    // No sound is never a problem for the game.
  }
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The sound of the games: `beep` plays unless muted; `toggle` mutes or unmutes (remembered). */
export function useGameSound() {
  const [muted, setMuted] = useState(readMuted);
  const beep = useCallback((b: Beep) => !muted && play(b), [muted]);
  const toggle = useCallback(() => {
    setMuted((m) => {
      try {
        localStorage.setItem(MUTED_KEY, m ? '0' : '1');
      } catch {
        // Kept for this visit only.
      }
      return !m;
    });
  }, []);
  return { muted, beep, toggle };
}
