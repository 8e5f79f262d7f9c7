import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

/**
 * The button look for any element (`<button className={buttonClassName('secondary')}>`). Its own
 * module, without next/link, so a client component that only needs the class (the error notice)
 * does not bring the link's code along.
 */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
