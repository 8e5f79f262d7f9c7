'use client';

// The dealer chosen in the list or on the map, shared with the list's cards (rendered on the
// server): the card's item says it is selected, its "Ver en el mapa" button chooses it.

import { createContext, useContext, type ReactNode } from 'react';
import { CardIcon } from './card-icons';

type LocatorSelection = { selectedId: number | null; showOnMap: (dealerId: number) => void };

export const SelectionContext = createContext<LocatorSelection>({ selectedId: null, showOnMap: () => {} });

// CSS module classes are typed `string | undefined`.
type CardProps = {
  dealerId: number;
  anchor: string;
  className?: string;
  selectedClassName?: string;
  children: ReactNode;
};

/** The card's list item, marked while its dealer is the one chosen. */
export function SelectableCard({ dealerId, anchor, className, selectedClassName, children }: CardProps) {
  const selected = useContext(SelectionContext).selectedId === dealerId;
  return (
    <li
      id={anchor}
      className={selected ? `${className} ${selectedClassName}` : className}
      aria-current={selected ? 'true' : undefined}
    >
      {children}
    </li>
  );
}

/** "Ver en el mapa" (hidden without JavaScript by its class). */
export function ShowOnMapButton({
  dealerId,
  anchor,
  className,
}: {
  dealerId: number;
  anchor: string;
  className?: string;
}) {
  const { showOnMap } = useContext(SelectionContext);
  return (
    <button
      type="button"
      className={className}
      aria-describedby={`${anchor}-nombre`}
      onClick={() => showOnMap(dealerId)}
    >
      <CardIcon name="pin" small />
      <span>Ver en el mapa</span>
    </button>
  );
}
