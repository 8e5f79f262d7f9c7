// Places: Mexico's states (GET /api/states) and the municipalities of one (GET /api/municipality/{stateId}).
import './zod-config';
import { z } from 'zod';

export const stateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  abbreviation: z.string(),
});
export type State = z.output<typeof stateSchema>;

export const municipalitySchema = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type Municipality = z.output<typeof municipalitySchema>;
