// Shapes every resource shares (DESIGN.md "The API contract"): money, pages, error bodies.

/** Money as the API writes it: a decimal string with two places ("1234.50"), MXN. */
export type Money = string;

export type Currency = 'MXN';

/** Which prices apply: the public list, or the distributor list (distributors and admins). */
export type PriceList = 'publico' | 'distribuidor';

/** Laravel's paginator, for "object with a data list". */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

/** Error bodies: 422 carries `errors` (field → messages), every other failure only `message`. */
export type ApiErrorBody = { message: string; errors?: Record<string, string[]>; request_id?: string };

/** Replies the spec answers with "not shown": a Spanish message at most. */
export type MessageBody = { message?: string } & Record<string, unknown>;

/** Coordinates on the map, WGS 84. */
export type Coordinates = { lat: number; lng: number };
