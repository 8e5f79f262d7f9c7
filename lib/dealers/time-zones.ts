// Which clock a dealer's hours are posted in, from its state. Server-side: the dealer page passes
// the zone and its label to the hours table (dealer-hours.tsx), which so carries no state table.
import { DEALER_TIME_ZONE } from './hours';

/**
 * The states on another clock, by INEGI id: a dealer in Tijuana opens at 9:00 Tijuana time, so
 * "Abierto ahora" must read its own clock. Every other state keeps central time.
 */
const STATE_ZONES: Readonly<Record<number, { zone: string; label: string }>> = {
  2: { zone: 'America/Tijuana', label: 'Hora del Pacífico (Baja California).' },
  3: { zone: 'America/Mazatlan', label: 'Hora del Pacífico mexicano.' },
  18: { zone: 'America/Mazatlan', label: 'Hora del Pacífico mexicano.' },
  25: { zone: 'America/Mazatlan', label: 'Hora del Pacífico mexicano.' },
  26: { zone: 'America/Hermosillo', label: 'Hora de Sonora.' },
  23: { zone: 'America/Cancun', label: 'Hora del sureste (Quintana Roo).' },
};

/** The time zone a dealer's hours are posted in, from its state, and how the page names it. */
export function dealerTimeZone(stateId: number | null | undefined): { zone: string; label: string } {
  return (stateId != null && STATE_ZONES[stateId]) || { zone: DEALER_TIME_ZONE, label: 'Hora del centro de México.' };
}
