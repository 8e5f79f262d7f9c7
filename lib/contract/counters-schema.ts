// A counter's reply as a schema, for the OpenAPI document (kept out of ./counters.ts, which the
// public header's browser code reads).
import './zod-config';
import { z } from 'zod';

/** A counter's reply: a bare non-negative integer. */
export const countSchema = z.number().int().min(0);
