// A stand-in for https://api.hcaptcha.com/siteverify (unreachable offline) for the e2e captcha
// server: a response token starting with "pass" succeeds, any other fails. GET / answers 200 so
// Playwright knows it is up. Usage: node e2e/support/fake-siteverify.mjs PORT
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3125);

createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fake siteverify');
    return;
  }
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const success = form.get('secret') === 'e2e-captcha-secret' && (form.get('response') ?? '').startsWith('pass');
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
  });
}).listen(port, '127.0.0.1');
