// Mexico's states and municipalities.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { z } from 'zod';
import { municipalitySchema, stateSchema } from '../geo';
import { endpoint, ok } from './define';

export const placesEndpoints = {
  states: endpoint({
    method: 'GET',
    path: '/api/states',
    access: 'public',
    tag: 'Lugares',
    spec: true,
    summary: 'Estados de México',
    reply: { 200: ok('Los 32 estados.', z.array(stateSchema)) },
  }),
  municipalities: endpoint({
    method: 'GET',
    path: '/api/municipality/{stateId}',
    access: 'public',
    tag: 'Lugares',
    spec: true,
    summary: 'Municipios de un estado',
    reply: { 200: ok('Los municipios.', z.array(municipalitySchema)) },
  }),
};
