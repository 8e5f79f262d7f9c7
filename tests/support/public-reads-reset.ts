// The public reference reads (lib/api/public-read.ts) are kept for a page load, as in the browser;
// in unit tests each test starts from nothing, so one test's answer never stands in for another's.
import { forgetPublicReads } from '@/lib/api/public-read';

afterEach(() => forgetPublicReads());
