// The shape of one endpoint of the table (./index.ts): everything the server, the OpenAPI document,
// the capabilities and the browser's typed calls know of a call, written once.
import { z } from 'zod';
import { messageBodySchema } from '../common';
import type { Feature } from '../features';
import type { Tag } from '../openapi/tags';
import type { RoleName } from '../users';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (`public`), anyone with the user when signed in (`optional`: a token
 * changes the answer), any signed-in user (`user`), some roles, or `account`: any signed-in user
 * *including* an administrator who must first turn on the second factor (REQUIRE_ADMIN_2FA=1) —
 * the calls on their own account, nothing else.
 */
export type Access = 'public' | 'optional' | 'user' | 'account' | readonly RoleName[];

/** A JSON reply has a schema; a binary one (PDF, image) only its content types; `headers` it always carries. */
export type Reply = { description: string; schema?: z.ZodType; binary?: string[]; headers?: Record<string, string> };

/** The failures a call documents beyond what its access, body, query and path already imply. */
export type Failures = {
  /** 401 (no valid token); with `forbidden`, 403 too. */
  auth?: boolean;
  forbidden?: boolean;
  /** A JSON or form body: 400 (unreadable), 413 (too large), 422 (invalid). */
  body?: boolean;
  /** A multipart upload: also 415 (not multipart, or a file type refused). */
  upload?: boolean;
  /** Validated query string or body: 422. */
  invalid?: boolean;
  notFound?: boolean;
  conflict?: boolean;
  limited?: boolean;
};

export type Endpoint = {
  method: Method;
  /** As published: `/api/quotes/{id}` (the spec's `/api/user-add/` keeps its slash). */
  path: string;
  /** The route file's path when it differs (a spec row such as /api/files/list-price served by /api/files/{kind}). */
  route?: string;
  access: Access;
  /** One of the 26 calls of the spec's §7 table: every host answers it. */
  spec?: true;
  /** The capabilities group of a call beyond §7 (lib/contract/capabilities.ts). */
  feature?: Feature;
  tag: Tag;
  summary: string;
  description?: string;
  /** Path parameters that are not numeric ids, by name; one that does not parse is a 404 with its message. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; multipart?: true };
  reply: Record<number, Reply>;
  fails?: Failures;
  /** Answered by a front end only (API_URL set) too, where every other call is a 404. */
  onFrontEnd?: true;
};

/** Declares an endpoint, keeping its literal types (path, schemas) for the typed calls. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** A reply's description and, for JSON, its schema (kept as its own type: the browser's calls read it). */
export function ok(description: string): Reply;
export function ok<S extends z.ZodType>(description: string, schema: S): { description: string; schema: S };
export function ok(description: string, schema?: z.ZodType): Reply {
  return schema ? { description, schema } : { description };
}
export const message = ok('Hecho; a lo más un mensaje en español.', messageBodySchema);
export const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
export const ADMIN = ['admin'] as const;
export const SERVING = ['distributor', 'admin'] as const;
/** An uploaded image's path name: random letters and digits (anything else names no image). */
export const fileName = { file: z.string().regex(/^[A-Za-z0-9._-]+$/, { error: 'La imagen no existe.' }) };
