import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@codeyard/shared-schema';

/** The browser's speech synthesis, where it exists (hidden elsewhere). */
export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

export const speechLang = (lang: Language) => (lang === 'ar' ? 'ar-SA' : 'en-US');

/** A voice of the language, if the device has one (the browser picks one from `lang` otherwise). */
function voiceFor(lang: Language): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = speechLang(lang).toLowerCase();
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => norm(v) === wanted) ?? voices.find((v) => norm(v).startsWith(lang));
}

/**
 * Reads a text in the language's voice (the caller checks speechSupported() first). onEnd when the voice
 * finished, onError when it could not (no voice, or the browser refused to speak without a press).
 */
export function speak(text: string, lang: Language, on: { onEnd: () => void; onError: () => void }): void {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLang(lang);
  const voice = voiceFor(lang);
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  utterance.onend = on.onEnd;
  utterance.onerror = on.onError;
  window.speechSynthesis.speak(utterance);
}

/** "Read aloud" for a short text: reads it in the interface language; pressing again stops. Stops when the text changes. */
export function ReadAloud({ text, lang }: { text: string; lang: Language }) {
  const { t } = useTranslation('learning');
  const [speaking, setSpeaking] = useState(false);
  const supported = speechSupported();

  useEffect(() => {
    if (!supported) return;
    return () => {
      window.speechSynthesis.cancel();
      setSpeaking(false);
    };
  }, [text, supported]);

  if (!supported) return null;
  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    speak(text, lang, {
      onEnd: () => setSpeaking(false),
      onError: () => setSpeaking(false),
    });
  };
  return (
    <button
      type="button"
      className="button read-aloud"
      aria-pressed={speaking}
      onClick={toggle}
      data-testid="read-aloud"
    >
      <svg
        className="icon"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
        {speaking ? <path d="M16 9l5 6M21 9l-5 6" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
      </svg>
      {speaking ? t('intro.stopReading') : t('intro.readAloud')}
    </button>
  );
}
