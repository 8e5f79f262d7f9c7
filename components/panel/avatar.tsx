import Image from 'next/image';
import { apiUrl } from '@/lib/api/transport';
import styles from './avatar.module.css';

/** Up to two initials: "Ana María López" → "AL". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('es-MX') || '?';
}

/**
 * The user's photo, or their initials when there is none. Shown next to the name, so it adds no
 * text of its own. The photo's path is the API's (`/api/image-user/…`), on the API host.
 */
export function Avatar({ name, image, size = 40 }: { name: string; image: string | null; size?: number }) {
  if (image) {
    return <Image src={apiUrl(image)} alt="" width={size} height={size} unoptimized className={styles.avatar} />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
