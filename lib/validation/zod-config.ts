import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`, caught) the first time it parses an object, to
// compile a faster parser. Under our CSP (no 'unsafe-eval') the browser reports that probe as a
// violation even though zod recovers; `jitless` skips the probe. Imported once by the root
// layout's client code (components/layout/session-bootstrap.tsx), before any form parses.
z.config({ jitless: true });
