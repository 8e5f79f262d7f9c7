import { redirect } from 'next/navigation';

// Spec §2: an unknown path, or a page that reports "not found", leads to the index.
export default function NotFound() {
  redirect('/');
}
