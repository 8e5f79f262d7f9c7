import { config } from 'zod';

// Imported (for its side effect) by every schema module shared with the browser. zod 4 probes for
// eval (`new Function('')`, caught) the first time it parses an object, to compile a faster
// parser; under our CSP (no 'unsafe-eval') the browser reports that probe as a violation even
// though zod recovers. `jitless` skips it in the browser only (the server keeps the faster
// parser). Only `config` is imported, so the bundle keeps just the parts of zod the schemas use.
if (typeof window !== 'undefined') config({ jitless: true });
