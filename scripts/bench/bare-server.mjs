// The baseline for the throughput comparison: a bare node:http server that answers every
// request with the bytes and headers `next start` sent for the same page. Run as its own
// process (like `next start`) so both servers get the same share of the machine.
//   node scripts/bench/bare-server.mjs PORT FILE.json   (FILE: { headers, body })
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const page = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(page.body, 'utf8');
const headers = { ...page.headers, 'content-length': String(body.length) };

http
  .createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bare server on :${port}`));
