import type { Metadata } from 'next';
import { redirectToIndex } from '@/lib/unknown-page';
import {
  MotorizationQuoterPage,
  QuoterPage,
  motorizationQuoterMetadata,
  quoterMetadata,
} from '@/app/_pages/quoter-page';
import type { PresetParams } from '@/lib/quoter/preset';
import { isQuoterLine } from '@/lib/quoter/types';

// /{persianas|toldos}/cotizador?tipo=&modelo=&tela=&color= — the same quoter with the line chosen
// and, from a product or fabric page ("Cotizar con esta tela"), the product preselected.
// /motorizacion/cotizador opens it on a motorized piece. Any other first segment goes to the index (spec §2).

type Props = { params: Promise<{ product: string }>; searchParams: Promise<PresetParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await params;
  if (product === 'motorizacion') return motorizationQuoterMetadata();
  return isQuoterLine(product) ? quoterMetadata(product) : {};
}

export default async function ProductQuoterPage({ params, searchParams }: Props) {
  const { product } = await params;
  if (product === 'motorizacion') return <MotorizationQuoterPage />;
  if (!isQuoterLine(product)) redirectToIndex();
  return <QuoterPage line={product} params={await searchParams} />;
}
