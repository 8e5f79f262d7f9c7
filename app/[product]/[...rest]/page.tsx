import { redirect } from 'next/navigation';

// Spec §2: any unknown public path goes to the index.
export default function UnknownPublicSubPage() {
  redirect('/');
}
