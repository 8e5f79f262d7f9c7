'use client';

import { buttonClassName } from '@/components/ui/button-link';
import { whatsappHref } from '@/components/ui/contact-links';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

import {
  CONTACT_ERROR,
  CONTACT_FORM_LABELS,
  CONTACT_SUCCESS,
  PRODUCT_INTERESTS,
  type ProductInterest,
} from '@/lib/content/contact';
import { site } from '@/lib/site';
import type { ContactPayload } from '@/lib/contract/contact';
import { PRODUCT_INTEREST_VALUES } from '@/lib/contract/form-rules';
import { contactFormResolver, type ContactFormInput } from '@/lib/validation/public-forms';
import { sendContact } from '@/lib/api/contact';
import { useFeature } from '@/lib/api/capabilities';
import { useDealers } from '@/lib/api/dealers';
import { FeatureGate } from '@/components/ui/feature-unavailable';
import { useCaptcha } from './captcha-field';
import { CheckboxField, EmailField, Field, PhoneField, SelectField } from './field';
import fieldStyles from './field.module.css';
import { FormAlert, FormOutcome, SubmitButton } from './form-parts';
import formStyles from './form.module.css';
import styles from './contact-form.module.css';
import { PlaceFields } from './place-fields';
import { PrivacyConsentField } from './privacy-consent-field';
import { waitBeforeRetry } from './retry-after';
import { useApiForm } from './use-api-form';

// ── Schema and payload ───────────────────────────────────────────────────────

// What the visitor types is checked in the browser without zod (lib/validation/public-forms.ts,
// the server's rules and words); `distributor_id` comes from the URL and `hcaptcha_token` from the widget.

const FIELDS = [
  'name',
  'email',
  'phone',
  'state_id',
  'municipality_id',
  'product_interest',
  'message',
  'privacy_accepted',
] as const;
const FALLBACK_ERROR = CONTACT_ERROR.title + '.';
const EMPTY_FORM: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  state_id: '',
  municipality_id: '',
  // The select starts on its empty placeholder; the check rejects '' with its own message.
  product_interest: '',
  message: '',
  privacy_accepted: false,
};

// ── The dealer chosen on the locator ─────────────────────────────────────────

type Dealer = { id: number; name: string; place: string | null };

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value && typeof value === 'object' && 'name' in value) return text((value as { name: unknown }).name);
  return null;
}

/** The dealer with `id` in a GET /api/dealers reply (a list, or Laravel's `{data: [...]}`). */
function findDealer(reply: unknown, id: number): Dealer | null {
  const list: unknown = Array.isArray(reply)
    ? reply
    : reply && typeof reply === 'object'
      ? (reply as { data?: unknown }).data
      : null;
  if (!Array.isArray(list)) return null;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const dealer = item as Record<string, unknown>;
    if (Number(dealer.id) !== id) continue;
    const name = text(dealer.company) ?? text(dealer.name);
    if (!name) return null;
    const place = [text(dealer.municipality), text(dealer.state)].filter(Boolean).join(', ');
    return { id, name, place: place || null };
  }
  return null;
}

/** The chosen dealer's name, or null while loading, when the call fails or it is not listed. */
function useDealer(id: number | null): Dealer | null {
  // A host without the dealers (beyond spec §7) is not asked: the message goes without the name.
  const dealersOffered = useFeature('dealers').status === 'available';
  const { data } = useDealers(id !== null && dealersOffered);
  return id === null || data === undefined ? null : findDealer(data, id);
}

// ── What the URL asks for: ?distribuidor=<id>&producto=<line> ────────────────

type UrlChoice = { dealerId: number | null; product: ProductInterest | null };

function parseDealerId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function parseProduct(value: string | null): ProductInterest | null {
  const product = value?.trim().toLowerCase();
  return PRODUCT_INTEREST_VALUES.find((option) => option === product) ?? null;
}

/**
 * Reads the query string and reports it. Kept apart, in its own Suspense boundary, so that
 * only this empty component waits for the URL on a prerendered page: the form itself is in
 * the first HTML.
 */
function UrlChoiceReader({ onChange }: { onChange: (choice: UrlChoice) => void }) {
  const params = useSearchParams();
  const dealer = params.get('distribuidor');
  const product = params.get('producto');
  const report = useEffectEvent(onChange);
  useEffect(() => {
    report({ dealerId: parseDealerId(dealer), product: parseProduct(product) });
  }, [dealer, product]);
  return null;
}

// ── Textarea (the shared fields have no multi-line control) ──────────────────

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

function TextareaField({ label, error, hint, id, ref, ...textarea }: TextareaFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-ayuda` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={controlId}
        className={`${fieldStyles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ── The form ─────────────────────────────────────────────────────────────────

type Sent = {
  folio: string | null;
  message: string | null;
  email: string;
  phone: string;
  dealer: string | null;
  callUs: string;
};

function contactPath(product: ProductInterest | null): string {
  return product ? `/contacto?producto=${product}` : '/contacto';
}

/**
 * The contact form of /contacto: POST /api/contact with the payload of
 * lib/contract/contact.ts. Reads `?distribuidor=<id>` (sent as `distributor_id`, the dealer's
 * name fetched from GET /api/dealers) and `?producto=<línea>` (preselects the product).
 * Validation errors of the server appear under their fields as received; a 429 says when
 * to try again; what was typed stays on any failure. `labelledBy` names the form.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  // The form is beyond spec §7: shown at once (it sends nothing until submitted), replaced by a
  // note on a host without it.
  return (
    <FeatureGate feature="contact" optimistic>
      <ContactFormFields labelledBy={labelledBy} />
    </FeatureGate>
  );
}

function ContactFormFields({ labelledBy }: { labelledBy?: string }) {
  const captcha = useCaptcha();
  const [sent, setSent] = useState<Sent | null>(null);
  const [choice, setChoice] = useState<UrlChoice>({ dealerId: null, product: null });
  // Outside the form's checks: a yes or no that cannot be wrong.
  const [wantsVisit, setWantsVisit] = useState(false);
  const dealer = useDealer(choice.dealerId);
  const focusMessageOnReturn = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    reset,
    getValues,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(contactFormResolver, { defaultValues: EMPTY_FORM, fields: FIELDS, fallback: FALLBACK_ERROR });

  const applyUrlChoice = (next: UrlChoice) => {
    setChoice(next);
    if (next.product) setValue('product_interest', next.product);
  };

  useEffect(() => {
    if (sent === null && focusMessageOnReturn.current) {
      focusMessageOnReturn.current = false;
      setFocus('message');
    }
  }, [sent, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    if (!captcha.check()) return;
    const payload: ContactPayload = {
      ...values,
      privacy_accepted: true,
      ...(wantsVisit ? { wants_visit: true } : {}),
      ...(choice.dealerId !== null ? { distributor_id: choice.dealerId } : {}),
      ...(captcha.token ? { hcaptcha_token: captcha.token } : {}),
    };
    const result = await sendContact(payload);
    captcha.reset();
    if (result.ok) {
      // libphonenumber (~29 KB) is fetched only now, for the thank-you note's phone numbers.
      const { formatPhone, telHref } = await import('@/lib/format/phone');
      setSent({
        // A host of the bare contract may answer without a folio: then none is shown (an id is not one).
        folio: typeof result.data.folio === 'string' && result.data.folio !== '' ? result.data.folio : null,
        message: typeof result.data.message === 'string' && result.data.message !== '' ? result.data.message : null,
        email: values.email,
        phone: formatPhone(values.phone),
        dealer: choice.dealerId !== null ? (dealer?.name ?? 'el distribuidor que elegiste') : null,
        callUs: telHref(site.phone),
      });
      return;
    }
    // Too many messages: when to try again; no answer or a server fault: the other ways to reach us.
    const advice =
      waitBeforeRetry(result, 'lo') ?? (result.status === 0 || result.status >= 500 ? CONTACT_ERROR.text : null);
    showFailure(captcha.takeServerError(result.error), (shown) =>
      advice ? { message: shown.message, details: [...shown.details, advice] } : shown,
    );
  });

  const sendAnother = () => {
    // The visitor's details stay; the message and the consent are asked for again.
    reset({ ...getValues(), message: '', privacy_accepted: false });
    setWantsVisit(false);
    clearFailure();
    focusMessageOnReturn.current = true;
    setSent(null);
  };

  return (
    <>
      <Suspense fallback={null}>
        <UrlChoiceReader onChange={applyUrlChoice} />
      </Suspense>

      {sent ? <SentOutcome sent={sent} onSendAnother={sendAnother} /> : null}

      <div hidden={sent !== null}>
        {choice.dealerId !== null ? (
          <div className={styles.dealer}>
            <p className={styles.dealerText}>
              Tu mensaje llegará{' '}
              {dealer ? (
                <>
                  a <strong>{dealer.name}</strong>
                  {dealer.place ? ` (${dealer.place})` : ''}, el distribuidor que elegiste.
                </>
              ) : (
                'al distribuidor que elegiste.'
              )}
            </p>
            <Link href={contactPath(choice.product)} className={styles.dealerLink}>
              Prefiero escribirle directamente a {site.shortName}
            </Link>
          </div>
        ) : null}

        <FormAlert failure={failure} />
        <form className={formStyles.form} method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
          <Field
            label={CONTACT_FORM_LABELS.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <div className={formStyles.row}>
            <EmailField label={CONTACT_FORM_LABELS.email} error={errors.email?.message} {...register('email')} />
            <PhoneField
              label={CONTACT_FORM_LABELS.phone}
              hint="10 dígitos, por ejemplo 33 1234 5678."
              required
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
          <div className={formStyles.row}>
            <PlaceFields control={control} setValue={setValue} voice="tu" autoFill />
          </div>
          <SelectField
            label={CONTACT_FORM_LABELS.productInterest}
            placeholder="Elige una opción"
            options={PRODUCT_INTERESTS}
            required
            error={errors.product_interest?.message}
            {...register('product_interest')}
          />
          <TextareaField
            label={CONTACT_FORM_LABELS.message}
            hint={`${CONTACT_FORM_LABELS.messagePlaceholder} Entre 10 y 3,000 caracteres.`}
            rows={6}
            maxLength={3000}
            required
            error={errors.message?.message}
            {...register('message')}
          />
          <CheckboxField
            name="wants_visit"
            label="Quiero que un asesor venga a medir"
            hint="Te llamamos para acordar el día y la hora."
            checked={wantsVisit}
            onChange={(event) => setWantsVisit(event.target.checked)}
          />
          {captcha.field}
          <PrivacyConsentField error={errors.privacy_accepted?.message} {...register('privacy_accepted')} />
          <SubmitButton pending={isSubmitting} pendingLabel={CONTACT_FORM_LABELS.submitting}>
            {CONTACT_FORM_LABELS.submit}
          </SubmitButton>
        </form>
      </div>
    </>
  );
}

function SentOutcome({ sent, onSendAnother }: { sent: Sent; onSendAnother: () => void }) {
  return (
    <FormOutcome tone="success" title={CONTACT_SUCCESS.title}>
      {sent.message ? <p>{sent.message}</p> : null}
      {sent.folio ? (
        <p>
          Folio de tu mensaje: <strong>{sent.folio}</strong>
        </p>
      ) : null}
      <h3 className={styles.nextTitle}>¿Qué sigue?</h3>
      <ul className={styles.nextList}>
        {sent.dealer && !sent.message ? (
          <li>
            Le hicimos llegar tu solicitud a <strong>{sent.dealer}</strong>, que te contactará directamente para
            resolver tus dudas, tomar medidas o cotizar.
          </li>
        ) : null}
        <li>
          Te responderemos en un plazo de un día hábil a <strong>{sent.email}</strong> o al teléfono{' '}
          <strong>{sent.phone}</strong>. Nuestro horario: {site.hours}.
        </li>
        <li>
          ¿Es urgente? Llámanos al <a href={sent.callUs}>{site.phoneDisplay}</a> o escríbenos por{' '}
          <a href={whatsappHref(site.whatsapp)}>WhatsApp</a>
          {sent.folio ? ' y menciona tu folio' : ''}.
        </li>
      </ul>
      <button type="button" className={buttonClassName('secondary')} onClick={onSendAnother}>
        Enviar otro mensaje
      </button>
    </FormOutcome>
  );
}
