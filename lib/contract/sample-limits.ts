// "Pedir muestras"' one limit, in a module of its own: the fabric pages' tray (lib/samples/tray.ts)
// reads it without the rest of the forms' rules, the API's schema (./samples.ts) checks it.

/** At most this many colours per request: a sample box, not a catalogue. */
export const MAX_SAMPLES = 5;
