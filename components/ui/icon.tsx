import type { SVGProps } from 'react';

// The icon frame and the few icons client components draw (the header's menu and account, the
// dealer page's clock). A module of their own: a client component brings a whole module into
// the browser, and the rest of the set (./icons.tsx, which re-exports these) is server-only use.
// Small line icons (24 × 24, `currentColor`), decorative by default: they sit next to a
// visible label, so they are hidden from assistive technology. Pass `aria-hidden={false}`
// and a `<title>` child only for an icon that stands alone.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'viewBox'> & { size?: number };

// Fixed size whatever the container: the global `svg { max-width: 100% }` would let a
// flex parent squeeze an icon to nothing.
export const FIXED = { flexShrink: 0, maxWidth: 'none' } as const;

/** The frame every line icon draws in; other icon sets (e.g. the dealer locator's) reuse it. */
export function Icon({ size = 20, children, style, ...props }: IconProps) {
  return (
    <svg
      style={{ ...FIXED, ...style }}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3.5h2.6l2.4 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.7-7.3H6.2" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}
