import styles from './ui.module.css';

type PanelButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerSolid';

/** Class names of a dashboard button: `<button className={panelButton('secondary', 'small')}>`. */
export function panelButton(variant: PanelButtonVariant = 'secondary', size: 'normal' | 'small' = 'normal'): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : null].filter(Boolean).join(' ');
}
