import { MAX_ITEMS as SCHEMA_MAX_ITEMS } from '@/lib/contract/quote-config';
import { quoteRequestSchema } from '@/lib/contract/quote-requests';
import { saveQuoteSchema } from '@/lib/contract/quotes';
import { MAX_ITEMS, NOTES_MAX } from './limits';

describe("the quoter's copy of the API limits", () => {
  it('matches the schemas', () => {
    expect(MAX_ITEMS).toBe(SCHEMA_MAX_ITEMS);
    for (const schema of [quoteRequestSchema.shape.notes, saveQuoteSchema.shape.notes]) {
      expect(schema.safeParse('a'.repeat(NOTES_MAX)).success).toBe(true);
      expect(schema.safeParse('a'.repeat(NOTES_MAX + 1)).success).toBe(false);
    }
  });
});
