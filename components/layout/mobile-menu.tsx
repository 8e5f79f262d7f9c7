'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icon';
import styles from './mobile-menu.module.css';

/** Where the menu stops being a toggle and shows inline (keep in step with the CSS). */
const DESKTOP_QUERY = '(min-width: 60rem)';

/**
 * The main navigation landmark with a "Menú" disclosure button for phones and tablets.
 * The links are server-rendered `children`; this component only opens and closes them.
 * It is not a modal: no focus trap. It closes on Escape (focus goes back to the button),
 * when focus or a click goes outside it, when a link is followed, on navigation and when
 * the window grows to the desktop layout, where the links are always shown.
 */
export function MobileMenu({ label, menuId, children }: { label: string; menuId: string; children: ReactNode }) {
  const pathname = usePathname();
  // Open only on the page where it was opened: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      close();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    desktop.addEventListener('change', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      desktop.removeEventListener('change', close);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpenOn(null);
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        <span className={styles.toggleText}>Menú</span>
      </button>
      <div id={menuId} className={styles.panel} data-open={open ? 'true' : undefined} onClick={onPanelClick}>
        {children}
      </div>
    </nav>
  );
}
