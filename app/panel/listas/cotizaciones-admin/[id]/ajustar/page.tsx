import type { Metadata } from 'next';
import { QuoteEditor } from '@/components/panel/quotes/quote-editor';

export const metadata: Metadata = { title: 'Ajustar cotización', robots: { index: false, follow: false } };

export default async function QuoteEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <QuoteEditor id={id} />;
}
