import type { Metadata } from 'next';
import { QuoterPage, quoterMetadata } from '@/app/_pages/quoter-page';

// /cotizador — the quoter with no line chosen; static, refreshed with the catalogue (60 s).
export const revalidate = 60;

export const metadata: Metadata = quoterMetadata(null);

export default function CotizadorPage() {
  return <QuoterPage line={null} />;
}
