// What every reply must satisfy, whatever was sent: no 5xx, no internals, the API's error shape.
type Reply = { status: number; headers: Headers; text: string };

// Texts only the machinery writes: stack frames, source paths, engine and driver errors.
const LEAKS: [string, RegExp][] = [
  ['marco de pila', /\n\s*at\s+\S|\bat\s+[\w.<>]+\s+\([^)]*:\d+:\d+\)/],
  ['ruta de código', /node_modules|\/work\/|[\w-]+\.(?:tsx?|m?js):\d+|file:\/\/\/(?!etc)/],
  [
    'error de JavaScript',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError|DrizzleQueryError|DatabaseError|ZodError)\b|\bError: /,
  ],
  [
    'texto de SQL',
    /Failed query|relation "[^"]*" does not exist|violates [\w -]*constraint|duplicate key value|invalid input syntax|syntax error at or near|out of range for type/i,
  ],
  ['cadena de zod en inglés', /\b(?:Invalid input|Expected \w+, received|Too (?:big|small))\b/],
];

export function problemsWith(reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500 || reply.status < 100) problems.push(`estado ${reply.status}`);
  for (const [what, pattern] of LEAKS) if (pattern.test(reply.text)) problems.push(`${what} en la respuesta`);
  const type = reply.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('json')) {
    try {
      body = JSON.parse(reply.text);
    } catch {
      problems.push('JSON inválido');
    }
  }
  if (reply.status >= 400) {
    const b = body as { message?: unknown; errors?: unknown } | undefined;
    if (!type.includes('application/json')) problems.push(`error sin JSON (${type})`);
    else if (typeof b?.message !== 'string' || !b.message) problems.push('error sin «message»');
    if (reply.status === 422) {
      const errors = b?.errors as Record<string, unknown> | undefined;
      const ok =
        errors &&
        typeof errors === 'object' &&
        Object.keys(errors).length > 0 &&
        Object.values(errors).every(
          (list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string' && m),
        );
      if (!ok) problems.push('422 sin «errors: {campo: [mensajes]}»');
    }
  }
  return problems;
}
