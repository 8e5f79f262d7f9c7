import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuoterPage, quoterMetadata } from '@/app/_pages/quoter-page';
import type { PresetParams } from '@/lib/quoter/preset';
import { isQuoterLine } from '@/lib/quoter/types';

// /{persianas|toldos}/cotizador?tipo=&modelo=&tela=&color= — the same quoter with the line chosen
// and, from a product or fabric page ("Cotizar con esta tela"), the product preselected.
// Any other first segment goes to the index (spec §2).

type Props = { params: Promise<{ product: string }>; searchParams: Promise<PresetParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await params;
  return isQuoterLine(product) ? quoterMetadata(product) : {};
}

export default async function ProductQuoterPage({ params, searchParams }: Props) {
  const { product } = await params;
  if (!isQuoterLine(product)) redirect('/');
  return <QuoterPage line={product} params={await searchParams} />;
}
