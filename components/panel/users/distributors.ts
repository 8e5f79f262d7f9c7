// The distributors a customer can be assigned to, as the users screen names them. Pure.

import type { User } from '@/lib/contract/users';

type Distributor = Pick<User, 'id' | 'name' | 'company' | 'active'>;

/** "Decor Ventanas Providencia (Jorge Villaseñor)", or the person's name alone. */
export function distributorLabel(distributor: Distributor): string {
  const company = distributor.company?.trim();
  return company ? `${company} (${distributor.name})` : distributor.name;
}

/**
 * The select's options: the active distributors, in the list's order, and first the customer's
 * current one when it is not among them (deactivated since, or beyond the page the list holds),
 * so that opening the form shows what the customer has and saving does not change it.
 */
export function distributorOptions(
  all: readonly Distributor[],
  currentId: number | null,
): { value: number; label: string }[] {
  const options = all.filter((d) => d.active).map((d) => ({ value: d.id, label: distributorLabel(d) }));
  if (currentId !== null && !options.some((option) => option.value === currentId)) {
    const current = all.find((d) => d.id === currentId);
    options.unshift({
      value: currentId,
      label: current ? `${distributorLabel(current)}, desactivado` : 'El distribuidor que tiene asignado',
    });
  }
  return options;
}

/** What the list shows for a customer's distributor: its company, else its name. */
export function distributorNames(all: readonly Distributor[]): ReadonlyMap<number, string> {
  return new Map(all.map((d) => [d.id, d.company?.trim() || d.name]));
}
