// GET /api/capabilities' reply as a schema, for the OpenAPI document (kept out of
// ./capabilities.ts, which every page's browser code reads).
import './zod-config';
import { z } from 'zod';
import { FEATURES, type Capabilities } from './capabilities';
import { sameType } from './same-type';

export const capabilitiesSchema = z.object({ version: z.number().int(), features: z.array(z.enum(FEATURES)) });

sameType<z.infer<typeof capabilitiesSchema>, Capabilities>(true);
