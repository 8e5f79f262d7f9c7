// A dealer's card in the locator's list: its anchor (and its JSON-LD @id). Apart from contact.ts
// so that client code needing only this does not load the phone library.
export function dealerAnchor(dealerId: number): string {
  return `distribuidor-${dealerId}`;
}
