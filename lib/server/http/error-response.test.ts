/** @jest-environment node */
import { z } from 'zod';
import {
  ConflictError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidInputError,
  NotFoundError,
  TooManyAttemptsError,
  UnsupportedFileError,
} from '@/lib/server/errors';
import { errorResponse } from './error-response';
import { HttpError } from './errors';

// Every failure a use case or the HTTP layer can throw, as the client receives it: the one
// mapping from domain errors to statuses, bodies and headers (DESIGN.md "The API contract").

async function reply(error: unknown) {
  const res = errorResponse(error, 'req-1');
  return { status: res.status, body: await res.json(), headers: Object.fromEntries(res.headers) };
}

const limit = { limit: 5, remaining: 0, resetAt: 1_900_000_000 };

describe('errorResponse', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("invalid input is a 422 with Laravel's message and every field's messages", async () => {
    const res = await reply(
      new InvalidInputError({ email: ['Escribe tu correo.'], password: ['Muy corta.', 'Sin números.'] }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Escribe tu correo. (y 2 errores más)',
      errors: { email: ['Escribe tu correo.'], password: ['Muy corta.', 'Sin números.'] },
    });
    expect((await reply(InvalidInputError.field('token', 'El enlace venció.'))).body).toEqual({
      message: 'El enlace venció.',
      errors: { token: ['El enlace venció.'] },
    });
  });

  it('a zod error thrown past parsing is the same 422, in Spanish', async () => {
    const parsed = z.object({ n: z.number() }).safeParse({ n: 'x' });
    const res = await reply(parsed.error);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'El valor no es válido.', errors: { n: ['El valor no es válido.'] } });
  });

  it("wrong credentials are a 401 carrying the attempt's X-RateLimit-*", async () => {
    const res = await reply(new InvalidCredentialsError({ limit: 5, remaining: 3, resetAt: 1_900_000_060 }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Estas credenciales no coinciden con nuestros registros.' });
    expect(res.headers).toMatchObject({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '3',
      'x-ratelimit-reset': '1900000060',
    });
    expect((await reply(new InvalidCredentialsError())).headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('forbidden, not found and unsupported files are 403, 404 and 415 with their message only', async () => {
    expect(await reply(new ForbiddenError())).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para realizar esta acción.' },
    });
    expect(await reply(new NotFoundError('La cotización no existe.'))).toMatchObject({
      status: 404,
      body: { message: 'La cotización no existe.' },
    });
    expect(await reply(new UnsupportedFileError('La imagen debe ser JPEG, PNG o WebP.'))).toMatchObject({
      status: 415,
      body: { message: 'La imagen debe ser JPEG, PNG o WebP.' },
    });
  });

  it('a conflict is a 409, with Retry-After when it is worth retrying', async () => {
    const later = await reply(new ConflictError('Ese pedido todavía se está procesando.', 2));
    expect(later).toMatchObject({ status: 409, body: { message: 'Ese pedido todavía se está procesando.' } });
    expect(later.headers['retry-after']).toBe('2');
    expect((await reply(new ConflictError('Tu carrito está vacío.'))).headers['retry-after']).toBeUndefined();
  });

  it('a used-up limit is a 429 with Retry-After and X-RateLimit-*', async () => {
    const res = await reply(
      new TooManyAttemptsError('Demasiados intentos. Inténtalo de nuevo en 1 minuto.', 60, limit),
    );
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Demasiados intentos. Inténtalo de nuevo en 1 minuto.' });
    expect(res.headers).toMatchObject({
      'retry-after': '60',
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1900000000',
    });
  });

  it("the HTTP layer's own errors keep their status, and their headers", async () => {
    expect(await reply(new HttpError(400, 'El cuerpo de la solicitud no es JSON válido.'))).toMatchObject({
      status: 400,
      body: { message: 'El cuerpo de la solicitud no es JSON válido.' },
    });
    expect(await reply(new HttpError(413, 'El archivo no debe pesar más de 20 MB.'))).toMatchObject({ status: 413 });
    const refused = await reply(
      new HttpError(405, 'El método TRACE no está permitido en esta dirección; acepta GET, HEAD, OPTIONS.', {
        Allow: 'GET, HEAD, OPTIONS',
      }),
    );
    expect(refused).toMatchObject({
      status: 405,
      body: { message: 'El método TRACE no está permitido en esta dirección; acepta GET, HEAD, OPTIONS.' },
    });
    expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  // As drizzle throws them: its wrapper (with the statement) around the driver's error.
  const foreignKey = (query: string, constraint?: string) =>
    Object.assign(new Error('Failed query'), {
      query,
      cause: Object.assign(new Error('violates foreign key constraint'), { code: '23503', constraint }),
    });

  it('ASVS 2.2.1: a foreign key refusing an INSERT or UPDATE is a 422 on the column that named the missing row', async () => {
    const res = await reply(foreignKey('update "users" set "state_id" = $1', 'users_state_id_states_id_fk'));
    expect(res).toEqual(
      expect.objectContaining({
        status: 422,
        body: {
          message: 'El estado seleccionado no existe.',
          errors: { state_id: ['El estado seleccionado no existe.'] },
        },
      }),
    );
    expect(
      (await reply(foreignKey('insert into "quotes" …', 'quotes_distributor_id_users_id_fk'))).body.errors,
    ).toEqual({ distributor_id: ['El distribuidor seleccionado no existe.'] });
    // A constraint the schema does not know (added by hand, say) still names no internals.
    expect((await reply(foreignKey('insert into "x" …', 'x_y_fk'))).body).toEqual({
      message: 'El registro seleccionado no existe.',
      errors: { body: ['El registro seleccionado no existe.'] },
    });
    expect((await reply(foreignKey('insert into "x" …'))).status).toBe(422);
  });

  it('a foreign key refusing a DELETE (rows still name the row) is a 409', async () => {
    const res = await reply(
      foreignKey('delete from "product_types" where "id" = $1', 'awning_models_type_id_product_types_id_fk'),
    );
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'No se puede eliminar: otros registros todavía lo usan.' },
    });
  });

  it('an unreachable database is a 503 to retry; anything else a 500 that names the request, never the error', async () => {
    const down = await reply(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    const bug = await reply(new TypeError('x is undefined'));
    expect(bug).toMatchObject({
      status: 500,
      body: { message: 'Ocurrió un error interno. Inténtalo de nuevo más tarde.', request_id: 'req-1' },
    });
    expect(JSON.stringify(bug.body)).not.toContain('undefined');
  });

  it('every reply is JSON and never cached', async () => {
    for (const error of [new NotFoundError(), new InvalidInputError({ a: ['b'] }), new Error('x')]) {
      const { headers } = await reply(error);
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers['cache-control']).toBe('no-store');
    }
  });
});
