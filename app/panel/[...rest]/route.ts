import { redirect } from 'next/navigation';

// Spec §2: unknown paths under /panel go to the dashboard home. A route handler rather
// than a page, so the redirect is a real 307 answered before the panel's client layout.
export function GET() {
  redirect('/panel');
}
