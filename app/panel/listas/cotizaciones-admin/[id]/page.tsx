import type { Metadata } from 'next';
import { QuoteDetail } from '@/components/panel/quotes/quote-detail';

export const metadata: Metadata = { title: 'Cotización de cliente', robots: { index: false, follow: false } };

export default async function ServedQuoteDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <QuoteDetail id={id} scope="served" />;
}
