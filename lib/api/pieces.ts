// The quoter keeps its pieces in one shape for both lines (ItemConfig); the contract's request
// schemas take a union by line. It is the same data: the server checks each piece by its line.
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { CallBody } from './call';

type PieceInput = CallBody<'quotePrice'>['items'][number];

export const asPieces = (items: readonly ItemConfig[]): PieceInput[] => items as unknown as PieceInput[];
