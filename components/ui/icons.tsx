import { MARK } from '@/lib/brand/mark';
import { FIXED, Icon, type IconProps } from './icon';

// The rest of the line icons; the frame and the icons client components use are in ./icon.tsx.
export { ClockIcon, CloseIcon, Icon, type IconProps } from './icon';

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a1.9 1.9 0 0 1-2.1 1.9A17 17 0 0 1 3.1 5.6 1.9 1.9 0 0 1 5 3.5z" />
    </Icon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.6c0 3.2 2.9 6.2 6.3 6.4l1.2-1.5-2-1-1 .9a4.6 4.6 0 0 1-2.4-2.4l.9-1-1-2z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </Icon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5z" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </Icon>
  );
}

/** The brand mark (lib/brand/mark.ts): a blind with three slats under a sun arc, as in the PDFs and the favicon. */
export function LogoMark({ size = 32, style, ...props }: IconProps) {
  return (
    <svg
      style={{ ...FIXED, ...style }}
      width={size}
      height={size}
      viewBox={`0 0 ${MARK.size} ${MARK.size}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width={MARK.size} height={MARK.size} rx={MARK.radius} fill={MARK.background} />
      <path d={MARK.drawing} fill={MARK.foreground} />
    </svg>
  );
}
