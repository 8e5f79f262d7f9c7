import { redirect } from 'next/navigation';

/** The mark on the index's address that makes it say, once, that the page asked for was not found. */
export const PAGE_NOT_FOUND_PARAM = 'pagina-no-encontrada';

/**
 * Spec §2: an unknown public path (or an unknown slug) goes to the index. The index is served from
 * its cache whatever the query, and the notice reads the mark in the browser.
 */
export function redirectToIndex(): never {
  redirect(`/?${PAGE_NOT_FOUND_PARAM}`);
}
