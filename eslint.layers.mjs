// The layers of DESIGN.md ("Layout"), enforced at lint time: `npm run lint` fails on an import that
// crosses one the wrong way (eslint.layers.test.ts proves each rule fires).
//
//   app/(public) → components, lib/server (its public data)
//   app/api → lib/server, lib/contract
//   app/panel → components, lib/api
//   components → lib/api, lib/pricing, lib/validation, lib/contract
//   lib/server → lib/contract, lib/pricing, lib/validation
//   lib/api → lib/contract
//   lib/contract and lib/pricing are pure: no framework, no I/O, no layer above them.
//   Inside the API: app/api → lib/server/http and lib/server/use-cases only; below http, no HTTP.
// And no import cycles anywhere.

/** Code that runs in the browser (or is shared with it) never reaches the server modules. */
const BROWSER_SIDE = [
  './components',
  './lib/api',
  './app/panel',
  './lib/validation',
  './lib/contract',
  './lib/pricing',
];

/** What pure modules may not import: every layer above them. */
const ABOVE_PURE = ['./app', './components', './lib/api', './lib/server', './lib/validation'];

/** Packages that would make a pure module depend on a framework, a runtime or I/O. */
const IMPURE_PACKAGES = [
  'react',
  'react-dom',
  'react/*',
  'next',
  'next/*',
  'swr',
  'swr/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'server-only',
  'node:*',
];

const layerZones = [
  ...BROWSER_SIDE.map((target) => ({
    target,
    from: './lib/server',
    message: 'El código del navegador no importa lib/server: usa lib/api (la API) o lib/contract (los tipos).',
  })),
  {
    target: './lib/server',
    from: ['./lib/api', './components', './app'],
    message: 'lib/server no importa lib/api, components ni app: las capas van de app hacia lib/server, no al revés.',
  },
  {
    target: './app/api',
    from: ['./components', './lib/api'],
    message: 'Un route handler sólo usa lib/server y lib/contract.',
  },
  {
    target: './lib/api',
    from: ['./components', './app'],
    message: 'lib/api es el cliente: no importa pantallas ni rutas.',
  },
  ...['./lib/contract', './lib/pricing'].map((target) => ({
    target,
    from: ABOVE_PURE,
    message: `${target.slice(2)} es puro: no importa capas de arriba (app, components, lib/api, lib/server, lib/validation).`,
  })),
];

/** Inside the API: a handler reaches the server only through the HTTP layer and the use cases. */
const API_INSIDE = [
  {
    files: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/server/(?!http/|use-cases/)',
              message:
                'Un route handler analiza, llama a un caso de uso (lib/server/use-cases) y responde: aquí no van servicios, base de datos ni guardas.',
            },
          ],
        },
      ],
    },
  },
  {
    // Below the HTTP layer nothing knows HTTP, and no server module reaches the browser side.
    files: ['lib/server/**'],
    ignores: ['lib/server/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/server/http/|^(\\.\\./)+http/',
              message: 'Sólo la capa HTTP sabe de HTTP: lanza un error de dominio de lib/server/errors.ts.',
            },
            {
              regex: '^@/(lib/api|components)/',
              message: 'Los módulos del servidor nunca importan el lado del navegador.',
            },
          ],
        },
      ],
    },
  },
];

/** The flat-config block that applies the layers (used by eslint.config.mjs and its test). */
export const layers = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'scripts/**'],
    // Packages are not ours: the cycle check need not parse them (some are too deep for it).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['lib/contract/**', 'lib/pricing/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: IMPURE_PACKAGES, message: 'lib/contract y lib/pricing son puros: sin framework ni E/S.' },
          ],
        },
      ],
    },
  },
  ...API_INSIDE,
];
