// Places: Mexico's states (GET /api/states) and the municipalities of one (GET /api/municipality/{stateId}).

export type State = { id: number; code: string; name: string; abbreviation: string };

export type Municipality = { id: number; state_id: number; code: string; name: string };
