'use client';

import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@/lib/password-strength';
import styles from './password-strength-meter.module.css';

type Judge = typeof import('@/lib/password-strength').passwordStrength;

// The dictionaries weigh ~4 MB: loaded once, the first time someone types a new password.
let judge: Promise<Judge> | undefined;
const loadJudge = () => (judge ??= import('@/lib/password-strength').then((module) => module.passwordStrength));

const WAIT_MS = 150;

/**
 * How strong the password being typed is, judged as the server will judge it (the same module):
 * four bars, a word, and what is wrong or how to improve it. The words are a polite live region,
 * updated once typing pauses, so a screen reader hears the verdict, not every keystroke.
 */
export function PasswordStrengthMeter({
  password,
  personal = [],
}: {
  password: string;
  personal?: (string | undefined)[];
}) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const personalKey = personal.join('\u0000');

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!password) {
        setStrength(null);
        return;
      }
      void loadJudge().then((passwordStrength) => {
        if (current) setStrength(passwordStrength(password, personalKey.split('\u0000')));
      });
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);

  const level = strength ? (strength.problem ? Math.min(strength.score, 1) : strength.score) : -1;
  return (
    <div className={styles.meter} data-level={level}>
      <div className={styles.bars} aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={bar < Math.max(level, 0) || (bar === 0 && level >= 0) ? styles.filled : styles.bar}
          />
        ))}
      </div>
      <p className={styles.verdict} aria-live="polite">
        {strength ? (
          <>
            <span className={styles.label}>
              Seguridad: {strength.problem ? 'insuficiente' : strength.label.toLowerCase()}.
            </span>{' '}
            {strength.problem ?? strength.hint ?? ''}
          </>
        ) : null}
      </p>
    </div>
  );
}
