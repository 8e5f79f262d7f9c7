import { MAX_ITEMS as SCHEMA_MAX_ITEMS } from '@/lib/validation/quote';
import { quoteRequestSchema, saveQuoteSchema } from '@/lib/validation/quote-request';
import { MAX_ITEMS, NOTES_MAX } from './limits';

describe('the quoter\'s copy of the API limits', () => {
  it('matches the schemas', () => {
    expect(MAX_ITEMS).toBe(SCHEMA_MAX_ITEMS);
    for (const schema of [quoteRequestSchema.shape.notes, saveQuoteSchema.shape.notes]) {
      expect(schema.safeParse('a'.repeat(NOTES_MAX)).success).toBe(true);
      expect(schema.safeParse('a'.repeat(NOTES_MAX + 1)).success).toBe(false);
    }
  });
});
