import { permanentRedirect } from 'next/navigation';
import { redirectToIndex } from '@/lib/unknown-page';

// Spec §2: any unknown public path goes to the index. (A static route, such as /login or
// /panel, always wins over this dynamic segment; /{product}/cotizador lives beside it.)
export default async function UnknownPublicPage({ params }: { params: Promise<{ product: string }> }) {
  const { product } = await params;
  // Browsers that ask for /favicon.ico without reading the page get the site icon, not the home page.
  if (product === 'favicon.ico') permanentRedirect('/icon.svg');
  redirectToIndex();
}
