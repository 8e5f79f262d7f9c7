import { redirectToIndex } from '@/lib/unknown-page';

// Spec §2: an unknown path, or a page that reports "not found", leads to the index.
export default function NotFound() {
  redirectToIndex();
}
