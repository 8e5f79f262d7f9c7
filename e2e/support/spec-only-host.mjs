// A back end that speaks ONLY the spec's call table (§7, 26 calls), with in-memory data shaped as
// lib/contract's reply types say, to prove the front end works against such a host: no
// /api/capabilities, no quotes, orders, cart, wallet, dealers, contact… — those answer 404 JSON.
// Laravel-like: bearer tokens `<id>|<40 chars>`, 401 `{message}`, 422 `{message, errors}` in Spanish.
// Stored files (profile photos, price lists…) are served from /storage/…, as a Laravel host serves
// its public disk; they are the URLs its replies give, not calls.
// CORS for the front end's origin(s) only (preflights allow the Authorization header).
//
// Usage: node e2e/support/spec-only-host.mjs PORT FRONT_END_ORIGIN[,ORIGIN…]
// Accounts: admin@spec.test and cliente@spec.test, both with password Spec-host-2026!
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3505);
const origins = new Set(
  (process.argv[3] ?? `http://localhost:${port + 1}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
);
const base = `http://127.0.0.1:${port}`;

const PASSWORD = 'Spec-host-2026!';
const PASSWORD_MIN = 12;

// ── Data ─────────────────────────────────────────────────────────────────────
const ROLES = [
  { id: 1, name: 'admin', label: 'Administrador' },
  { id: 2, name: 'distributor', label: 'Distribuidor' },
  { id: 3, name: 'customer', label: 'Cliente' },
];
const STATES = [
  { id: 9, code: '09', name: 'Ciudad de México', abbreviation: 'CDMX' },
  { id: 14, code: '14', name: 'Jalisco', abbreviation: 'JAL' },
  { id: 19, code: '19', name: 'Nuevo León', abbreviation: 'NL' },
];
const MUNICIPALITIES = {
  9: [
    { id: 901, state_id: 9, code: '015', name: 'Cuauhtémoc' },
    { id: 902, state_id: 9, code: '014', name: 'Benito Juárez' },
  ],
  14: [
    { id: 1401, state_id: 14, code: '039', name: 'Guadalajara' },
    { id: 1402, state_id: 14, code: '120', name: 'Zapopan' },
  ],
  19: [{ id: 1901, state_id: 19, code: '039', name: 'Monterrey' }],
};
const STOCK = [
  {
    id: 1,
    kind: 'tela',
    category: 'persianas',
    sku: 'ENR-BLK-BLA',
    name: 'Enrollable blackout',
    fabric: 'Blackout',
    color: 'Blanco',
    hex: '#f4f4f2',
    unit: 'm²',
    stock: 120,
    status: 'disponible',
  },
  {
    id: 2,
    kind: 'galeria',
    category: 'galerias',
    sku: 'GAL-REC-ALU',
    name: 'Galería recta de aluminio',
    fabric: null,
    color: 'Aluminio',
    hex: '#b8bcc2',
    unit: 'm',
    stock: 8,
    status: 'bajo',
  },
  {
    id: 3,
    kind: 'motor',
    category: 'motorizacion',
    sku: 'MOT-35-WIFI',
    name: 'Motor tubular 35 mm wifi',
    fabric: null,
    color: null,
    hex: null,
    unit: 'pieza',
    stock: 0,
    status: 'agotado',
  },
];
const PRICES = [
  {
    id: 1,
    sku: 'ENR-BLK-BLA',
    kind: 'tela',
    unit: 'm²',
    description: 'Enrollable blackout blanco',
    price: '890.00',
    public_price: '890.00',
    distributor_price: '640.00',
    updated_at: '2026-10-01T12:00:00.000Z',
  },
  {
    id: 2,
    sku: 'MOT-35-WIFI',
    kind: 'motor',
    unit: 'pieza',
    description: 'Motor tubular 35 mm wifi',
    price: '4200.00',
    public_price: '4200.00',
    distributor_price: '3300.00',
    updated_at: '2026-10-01T12:00:00.000Z',
  },
];
// The smallest PDF viewers accept: enough for a preview or a download.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// valid_from/valid_until: the ISO days a promotion applies (null when a file has no dates).
const FILES = [
  {
    id: 1,
    kind: 'list-price',
    name: 'Lista de precios 2026',
    mime_type: 'application/pdf',
    size: PDF.length,
    created_at: '2026-09-01T10:00:00.000Z',
    valid_from: '2026-09-01',
    valid_until: null,
  },
  {
    id: 2,
    kind: 'digital-catalog',
    name: 'Catálogo de persianas',
    mime_type: 'application/pdf',
    size: PDF.length,
    created_at: '2026-08-15T10:00:00.000Z',
    valid_from: null,
    valid_until: null,
  },
  {
    id: 3,
    kind: 'promotions',
    name: 'Promoción de otoño',
    mime_type: 'application/pdf',
    size: PDF.length,
    created_at: '2026-10-20T10:00:00.000Z',
    valid_from: '2026-10-20',
    valid_until: '2026-12-15',
  },
].map((file) => ({ ...file, url: `${base}/storage/files/${file.id}.pdf` }));
const COUNTS = { 'count-cot': 4, 'count-orders': 2, 'count-cart': 1 };

let nextUserId = 1;
/** Users with their password (never sent). */
const users = [];
function createUser(fields, role = 'customer') {
  const roleRow = ROLES.find((r) => r.name === role) ?? ROLES[2];
  const user = {
    id: nextUserId++,
    name: '',
    email: '',
    phone: null,
    whatsapp: null,
    public_email: null,
    company: null,
    rfc: null,
    role_id: roleRow.id,
    role: roleRow,
    state_id: null,
    municipality_id: null,
    address: null,
    postal_code: null,
    image: null,
    coordinates: null,
    active: true,
    show_on_map: false,
    distributor_id: null,
    discount_limit_pct: null,
    created_at: new Date().toISOString(),
    two_factor_enabled: false,
    two_factor_required: false,
    invitation_pending: false,
    ...fields,
  };
  users.push({ user, password: fields.password ?? PASSWORD });
  delete user.password;
  return user;
}
createUser(
  { name: 'Ana Administradora', email: 'admin@spec.test', phone: '3312345678', state_id: 14, municipality_id: 1401 },
  'admin',
);
createUser(
  { name: 'Carlos Cliente', email: 'cliente@spec.test', phone: '5512345678', state_id: 9, municipality_id: 901 },
  'customer',
);
createUser(
  {
    name: 'Diana Distribuidora',
    email: 'distribuidor@spec.test',
    company: 'Persianas del Bajío',
    state_id: 19,
    municipality_id: 1901,
    coordinates: { lat: 25.67, lng: -100.31 },
    show_on_map: true,
  },
  'distributor',
);

/** token → user id */
const tokens = new Map();
const photos = new Map();

// ── Replies ──────────────────────────────────────────────────────────────────
class Reply {
  constructor(status, body, headers = {}) {
    Object.assign(this, { status, body, headers });
  }
}
const reply = (status, body, headers) => new Reply(status, body, headers);
const fail = (status, message) => reply(status, { message });
/** Laravel's 422: the first message, "(y N errores más)", and every field's messages. */
function invalid(errors) {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const suffix = more > 0 ? ` (y ${more} ${more === 1 ? 'error' : 'errores'} más)` : '';
  return reply(422, { message: `${messages[0]}${suffix}`, errors });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** Field rules, Laravel style: each failed rule adds its Spanish message under the field. */
function check(rules) {
  const errors = {};
  for (const [field, [ok, message]] of Object.entries(rules)) if (!ok) errors[field] = [message];
  return Object.keys(errors).length ? invalid(errors) : null;
}

function signedIn(req) {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  const userId = match ? tokens.get(match[1]) : undefined;
  const entry = users.find((u) => u.user.id === userId);
  if (!entry || !entry.user.active) throw fail(401, 'No autenticado.');
  return { ...entry, token: match[1] };
}
function admin(req) {
  const session = signedIn(req);
  if (session.user.role.name !== 'admin') throw fail(403, 'No tienes permiso para realizar esta acción.');
  return session;
}
function userById(id) {
  const entry = users.find((u) => u.user.id === Number(id));
  if (!entry) throw fail(404, 'El usuario no existe.');
  return entry;
}
function issueToken(userId) {
  const token = `${userId}|${randomBytes(30).toString('base64url').slice(0, 40)}`;
  tokens.set(token, userId);
  return token;
}
function revokeTokensOf(userId) {
  for (const [token, owner] of tokens) if (owner === userId) tokens.delete(token);
}

function profileRules(body, { partial }) {
  const has = (field) => !partial || body[field] !== undefined;
  return {
    ...(has('name')
      ? { name: [text(body.name).length >= 2, 'El campo nombre debe tener al menos 2 caracteres.'] }
      : {}),
    ...(has('email')
      ? { email: [EMAIL.test(text(body.email)), 'El campo correo electrónico debe ser una dirección válida.'] }
      : {}),
  };
}
const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'whatsapp',
  'public_email',
  'company',
  'rfc',
  'state_id',
  'municipality_id',
  'address',
  'postal_code',
];
function applyProfile(user, body) {
  for (const field of PROFILE_FIELDS)
    if (body[field] !== undefined)
      user[field] = typeof body[field] === 'string' ? body[field].trim() || null : body[field];
  if (body.email !== undefined) user.email = text(body.email).toLowerCase();
}
function emailTaken(email, exceptId) {
  return users.some((u) => u.user.email === text(email).toLowerCase() && u.user.id !== exceptId);
}

// ── The 26 calls of §7 ───────────────────────────────────────────────────────
/** [method, path pattern, handler(req, match, body)] */
const CALLS = [
  [
    'POST',
    /^\/api\/register$/,
    (req, m, body) => {
      const errors = check({
        name: [text(body.name).length >= 2, 'El campo nombre debe tener al menos 2 caracteres.'],
        email: [
          EMAIL.test(text(body.email)) && !emailTaken(body.email),
          EMAIL.test(text(body.email))
            ? 'El correo electrónico ya está registrado.'
            : 'El campo correo electrónico debe ser una dirección válida.',
        ],
        phone: [
          /^\d{10}$/.test(
            text(body.phone)
              .replace(/\D/g, '')
              .replace(/^52(?=\d{10}$)/, ''),
          ),
          'El campo teléfono debe tener 10 dígitos.',
        ],
        state_id: [STATES.some((s) => s.id === Number(body.state_id)), 'El estado elegido no es válido.'],
        municipality_id: [
          Object.values(MUNICIPALITIES)
            .flat()
            .some((x) => x.id === Number(body.municipality_id)),
          'El municipio elegido no es válido.',
        ],
        password: [
          typeof body.password === 'string' && body.password.length >= PASSWORD_MIN,
          `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
        ],
        password_confirmation: [body.password === body.password_confirmation, 'Las contraseñas no coinciden.'],
      });
      if (errors) return errors;
      const user = createUser({
        name: text(body.name),
        email: text(body.email).toLowerCase(),
        phone: text(body.phone),
        company: text(body.company) || null,
        state_id: Number(body.state_id),
        municipality_id: Number(body.municipality_id),
        password: body.password,
      });
      return reply(201, user);
    },
  ],
  ['GET', /^\/api\/states$/, () => STATES],
  ['GET', /^\/api\/municipality\/([^/]+)$/, (req, m) => MUNICIPALITIES[m[1]] ?? fail(404, 'El estado no existe.')],
  ['GET', /^\/api\/login-user$/, (req) => signedIn(req).user],
  [
    'PUT',
    /^\/api\/login-user$/,
    (req, m, body) => {
      const { user } = signedIn(req);
      const errors = check({
        ...profileRules(body, { partial: true }),
        ...(body.email !== undefined && emailTaken(body.email, user.id)
          ? { email: [false, 'El correo electrónico ya está registrado.'] }
          : {}),
      });
      if (errors) return errors;
      applyProfile(user, body);
      return user;
    },
  ],
  ['GET', /^\/api\/count-cot$/, (req) => (signedIn(req), COUNTS['count-cot'])],
  ['GET', /^\/api\/count-orders$/, (req) => (signedIn(req), COUNTS['count-orders'])],
  ['GET', /^\/api\/count-cart$/, (req) => (signedIn(req), COUNTS['count-cart'])],
  [
    'POST',
    /^\/api\/check-password$/,
    (req, m, body) => {
      const session = signedIn(req);
      return (
        check({ password: [body.password === session.password, 'La contraseña no es correcta.'] }) ?? {
          message: 'La contraseña es correcta.',
        }
      );
    },
  ],
  [
    'PUT',
    /^\/api\/update-password$/,
    (req, m, body) => {
      const session = signedIn(req);
      const errors = check({
        current_password: [body.current_password === session.password, 'La contraseña actual no es correcta.'],
        password: [
          typeof body.password === 'string' && body.password.length >= PASSWORD_MIN,
          `La nueva contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
        ],
        password_confirmation: [body.password === body.password_confirmation, 'Las contraseñas no coinciden.'],
      });
      if (errors) return errors;
      users.find((u) => u.user.id === session.user.id).password = body.password;
      return { message: 'Tu contraseña se actualizó.' };
    },
  ],
  [
    'POST',
    /^\/api\/login$/,
    (req, m, body) => {
      const errors = check({
        email: [EMAIL.test(text(body.email)), 'Escribe un correo electrónico válido.'],
        password: [typeof body.password === 'string' && body.password !== '', 'Escribe tu contraseña.'],
      });
      if (errors) return errors;
      const entry = users.find((u) => u.user.email === text(body.email).toLowerCase());
      if (!entry || entry.password !== body.password) return fail(401, 'El correo o la contraseña no son correctos.');
      if (!entry.user.active) return fail(403, 'Tu cuenta está desactivada. Comunícate con nosotros para reactivarla.');
      return { token: issueToken(entry.user.id), user: entry.user };
    },
  ],
  [
    'POST',
    /^\/api\/logout-user$/,
    (req) => {
      tokens.delete(signedIn(req).token);
      return { message: 'Sesión cerrada.' };
    },
  ],
  [
    'POST',
    /^\/api\/image-user$/,
    (req, m, body) => {
      const { user } = signedIn(req);
      const image = body.files?.image;
      if (!image || !/^image\/(jpeg|png|webp)$/.test(image.type))
        return invalid({ image: ['La imagen debe ser JPEG, PNG o WebP.'] });
      const name = `${user.id}-${Date.now()}.${image.type.split('/')[1]}`;
      photos.set(name, image);
      user.image = `${base}/storage/avatars/${name}`;
      return user;
    },
  ],
  ['GET', /^\/api\/catalogs$/, (req) => (signedIn(req), STOCK)],
  [
    'GET',
    /^\/api\/catalogs-prices$/,
    (req) => {
      const { user } = signedIn(req);
      return user.role.name === 'customer' ? PRICES.map(({ distributor_price: _hidden, ...row }) => row) : PRICES;
    },
  ],
  [
    'GET',
    /^\/api\/list-users$/,
    (req, m, body, url) => {
      admin(req);
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const role = url.searchParams.get('role') ?? '';
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 15) || 15));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const matching = users
        .map((u) => u.user)
        .filter((u) => !search || u.name.toLowerCase().includes(search) || u.email.includes(search))
        .filter((u) => !role || u.role.name === role || String(u.role_id) === role);
      const data = matching.slice((page - 1) * perPage, page * perPage);
      const from = data.length ? (page - 1) * perPage + 1 : null;
      return {
        data,
        current_page: page,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
        per_page: perPage,
        total: matching.length,
        from,
        to: from === null ? null : from + data.length - 1,
      };
    },
  ],
  [
    'GET',
    /^\/api\/user-active\/([^/]+)$/,
    (req, m) => {
      const { user: me } = admin(req);
      const { user } = userById(m[1]);
      if (user.id === me.id) return fail(403, 'No puedes desactivar tu propia cuenta.');
      user.active = !user.active;
      if (!user.active) revokeTokensOf(user.id);
      return user;
    },
  ],
  [
    'GET',
    /^\/api\/user-active-map\/([^/]+)$/,
    (req, m) => {
      admin(req);
      const { user } = userById(m[1]);
      user.show_on_map = !user.show_on_map;
      return user;
    },
  ],
  ['GET', /^\/api\/roles$/, (req) => (signedIn(req), ROLES)],
  [
    'POST',
    /^\/api\/user-add\/?$/,
    (req, m, body) => {
      admin(req);
      const errors = check({
        ...profileRules(body, { partial: false }),
        ...(EMAIL.test(text(body.email)) && emailTaken(body.email)
          ? { email: [false, 'El correo electrónico ya está registrado.'] }
          : {}),
        password: [
          typeof body.password === 'string' && body.password.length >= PASSWORD_MIN,
          `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
        ],
        role_id: [ROLES.some((r) => r.id === Number(body.role_id)), 'El rol elegido no es válido.'],
      });
      if (errors) return errors;
      const role = ROLES.find((r) => r.id === Number(body.role_id)).name;
      const user = createUser({ password: body.password }, role);
      applyProfile(user, body);
      return reply(201, user);
    },
  ],
  [
    'PUT',
    /^\/api\/add-coordinates\/([^/]+)$/,
    (req, m, body) => {
      admin(req);
      const entry = userById(m[1]);
      const lat = Number(body.lat);
      const lng = Number(body.lng);
      const errors = check({
        lat: [Number.isFinite(lat) && lat >= 14 && lat <= 33, 'La latitud debe estar entre 14 y 33 (México).'],
        lng: [Number.isFinite(lng) && lng >= -119 && lng <= -86, 'La longitud debe estar entre -119 y -86 (México).'],
      });
      if (errors) return errors;
      entry.user.coordinates = { lat, lng };
      return entry.user;
    },
  ],
  [
    'PUT',
    /^\/api\/user-update\/([^/]+)$/,
    (req, m, body) => {
      admin(req);
      const entry = userById(m[1]);
      const errors = check({
        ...profileRules(body, { partial: true }),
        ...(body.email !== undefined && emailTaken(body.email, entry.user.id)
          ? { email: [false, 'El correo electrónico ya está registrado.'] }
          : {}),
        ...(body.password !== undefined
          ? {
              password: [
                typeof body.password === 'string' && body.password.length >= PASSWORD_MIN,
                `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
              ],
            }
          : {}),
        ...(body.role_id !== undefined
          ? { role_id: [ROLES.some((r) => r.id === Number(body.role_id)), 'El rol elegido no es válido.'] }
          : {}),
      });
      if (errors) return errors;
      applyProfile(entry.user, body);
      if (body.password !== undefined) entry.password = body.password;
      if (body.role_id !== undefined) {
        entry.user.role = ROLES.find((r) => r.id === Number(body.role_id));
        entry.user.role_id = entry.user.role.id;
      }
      return entry.user;
    },
  ],
  ['GET', /^\/api\/files\/list-price$/, (req) => (signedIn(req), FILES.filter((f) => f.kind === 'list-price'))],
  [
    'GET',
    /^\/api\/files\/digital-catalog$/,
    (req) => (signedIn(req), FILES.filter((f) => f.kind === 'digital-catalog')),
  ],
  ['GET', /^\/api\/files\/promotions$/, (req) => (signedIn(req), FILES.filter((f) => f.kind === 'promotions'))],
  [
    'POST',
    /^\/api\/send-recover-email$/,
    (req, m, body) => {
      const email = text(body.account?.email ?? body.email);
      return (
        check({ email: [EMAIL.test(email), 'Escribe un correo electrónico válido.'] }) ?? {
          message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
        }
      );
    },
  ],
];

// Stored files, served as a Laravel host serves its public disk (not calls: their URLs come in replies).
function storage(path) {
  const file = /^\/storage\/files\/(\d+)\.pdf$/.exec(path);
  const found = file && FILES.find((f) => f.id === Number(file[1]));
  if (found) return { type: 'application/pdf', bytes: PDF, disposition: `inline; filename="${found.name}.pdf"` };
  const photo = /^\/storage\/avatars\/([\w.-]+)$/.exec(path);
  const image = photo && photos.get(photo[1]);
  return image ? { type: image.type, bytes: image.bytes, disposition: 'inline' } : null;
}

// ── HTTP ─────────────────────────────────────────────────────────────────────
function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
    Vary: 'Origin',
  };
}

/** A multipart body's fields and files (enough for one image and a few text fields). */
function parseMultipart(buffer, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const result = { files: {} };
  if (!boundary) return result;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = buffer.indexOf(delimiter);
  while (start !== -1) {
    const next = buffer.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = buffer.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headerEnd).toString();
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    if (name && /filename="/.test(head))
      result.files[name] = { type: type ?? 'application/octet-stream', bytes: Buffer.from(content) };
    else if (name) result[name] = content.toString();
    start = next;
  }
  return result;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res, status, body, headers) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

createServer(async (req, res) => {
  const cors = corsHeaders(req);
  const url = new URL(req.url ?? '/', base);
  if (req.method === 'OPTIONS') {
    res.writeHead(
      204,
      cors['Access-Control-Allow-Origin']
        ? {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
            'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
            'Access-Control-Max-Age': '600',
          }
        : {},
    );
    res.end();
    return;
  }
  try {
    const stored = req.method === 'GET' ? storage(url.pathname) : null;
    if (stored) {
      res.writeHead(200, {
        ...cors,
        'Content-Type': stored.type,
        'Content-Disposition': url.searchParams.has('download')
          ? stored.disposition.replace('inline', 'attachment')
          : stored.disposition,
        'Content-Length': stored.bytes.length,
      });
      res.end(stored.bytes);
      return;
    }
    const call = CALLS.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
    if (!call) {
      send(res, 404, { message: 'La ruta no existe.' }, cors);
      return;
    }
    const raw = await readBody(req);
    const type = req.headers['content-type'] ?? '';
    let body = {};
    if (type.startsWith('multipart/form-data')) body = parseMultipart(raw, type);
    else if (raw.length) {
      try {
        body = JSON.parse(raw.toString());
      } catch {
        send(res, 400, { message: 'El cuerpo de la solicitud no es JSON válido.' }, cors);
        return;
      }
    }
    if (typeof body !== 'object' || body === null) body = {};
    const answer = call[2](req, call[1].exec(url.pathname), body, url);
    if (answer instanceof Reply) send(res, answer.status, answer.body, { ...cors, ...answer.headers });
    else send(res, 200, answer, cors);
  } catch (error) {
    if (error instanceof Reply) send(res, error.status, error.body, cors);
    else {
      console.error(error);
      send(res, 500, { message: 'Ocurrió un error en el servidor.' }, cors);
    }
  }
}).listen(port, '127.0.0.1', () => console.log(`spec-only host on ${base} for ${[...origins].join(', ')}`));
