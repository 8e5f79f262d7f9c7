/**
 * Whether the site has a captcha at all. Without a site key (development) forms skip
 * the widget, and the server, without a secret, skips the check. Kept apart from the
 * widget (./captcha.tsx) so a form can ask without loading it.
 */
export function isCaptchaEnabled(siteKey: string | undefined = process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY): boolean {
  return typeof siteKey === 'string' && siteKey.trim() !== '';
}
