import { redirectToIndex } from '@/lib/unknown-page';

// Spec §2: any unknown public path goes to the index.
export default function UnknownPublicSubPage() {
  redirectToIndex();
}
