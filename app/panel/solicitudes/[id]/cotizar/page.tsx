import type { Metadata } from 'next';
import { RequestQuote } from '@/components/panel/inbox/request-quote';

export const metadata: Metadata = { title: 'Crear cotización', robots: { index: false, follow: false } };

export default async function RequestQuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RequestQuote id={id} />;
}
