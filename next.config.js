// Validates the environment first: a bad value stops the build and the server here.
require('./lib/env.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec calls POST /api/user-add/ with a trailing slash: answer it directly instead of a 308.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer', 'pdf-lib'],
  // Dev-only `allowedDevOrigins` etc. are not needed: everything runs on localhost.
};

module.exports = nextConfig;
