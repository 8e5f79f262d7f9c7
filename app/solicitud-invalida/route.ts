// Where lib/server/http/malformed-url.ts sends a page request whose path does not decode: a 400
// with a way back home, never indexed. Plain HTML: the request may not match any page's layout.
const PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dirección no válida · Solara</title></head>
<body>
<h1>La dirección no es válida</h1>
<p>El enlace que abriste tiene caracteres mal codificados, así que no podemos mostrar la página.</p>
<p><a href="/">Ir al inicio</a></p>
</body></html>`;

function badRequest(): Response {
  return new Response(PAGE, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' },
  });
}

export { badRequest as GET, badRequest as POST, badRequest as PUT, badRequest as PATCH, badRequest as DELETE };
