'use client';

import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useCaptcha } from '@/components/forms/captcha-field';
import { EmailField, SelectField } from '@/components/forms/field';
import fieldStyles from '@/components/forms/field.module.css';
import { NameAndPhoneRow } from '@/components/forms/name-phone-row';
import { FormAlert, FormOutcome, SubmitButton } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { placeId, PlaceFields } from '@/components/forms/place-fields';
import { PrivacyConsentField } from '@/components/forms/privacy-consent-field';
import { FolioAndDealer } from '@/components/forms/routed-dealer';
import { waitBeforeRetry } from '@/components/forms/retry-after';
import { useApiForm } from '@/components/forms/use-api-form';
import { buttonClassName } from '@/components/ui/button-link';
import { telHref } from '@/components/ui/contact-links';
import { formatPhone } from '@/lib/format/phone';
import { useFeature } from '@/lib/api/capabilities';
import { useDealers } from '@/lib/api/dealers';
import { sendQuoteRequest } from '@/lib/api/quote-requests';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { QuoteRequestPayload, QuoteRequestReply } from '@/lib/contract/quote-requests';
import type { Dealer } from '@/lib/contract/dealers';
import { linesInWords, productsInWords, requestedLines } from '@/lib/dealers/offer';
import { dealerChoices } from '@/lib/dealers/request-dealers';
import type { QuoteItem } from '@/lib/pricing/types';
import {
  NOTES_MAX,
  QUOTE_REQUEST_FIELDS,
  quoteRequestFormSchema,
  type QuoteRequestFormInput,
} from '@/lib/validation/quote-request-form';
import { site } from '@/lib/site';
import styles from './quoter.module.css';

const EMPTY: QuoteRequestFormInput = {
  name: '',
  email: '',
  phone: '',
  state_id: '',
  municipality_id: '',
  distributor_id: '',
  notes: '',
  privacy_accepted: false,
};

const FALLBACK = 'No pudimos enviar tu solicitud. Inténtalo de nuevo.';

/**
 * The dealers the picker offers for these pieces (GET /api/dealers, asked once a state is chosen):
 * those of the state that sell every line of the quote, or, when no dealer sells it all, the
 * nearest with what each sells (lib/dealers/request-dealers.ts).
 */
function useDealerChoices(stateId: number | null, municipalityId: number | null, items: QuoteItem[] | null) {
  // A host without the dealers (beyond spec §7) is not asked: the request goes to the brand.
  const dealersOffered = useFeature('dealers').status === 'available';
  const { data, error, isLoading } = useDealers(Boolean(stateId) && dealersOffered);
  const lines = useMemo(() => requestedLines(items ?? []), [items]);
  const choices = useMemo(
    () => dealerChoices(data ?? [], lines, stateId, municipalityId),
    [data, lines, stateId, municipalityId],
  );
  return { ...choices, lines, error, isLoading };
}

const dealerLabel = (d: Pick<Dealer, 'name' | 'company'>) => d.company?.trim() || d.name;

/** "Toldos del Caribe · Benito Juárez", and what it sells when the visitor must choose. */
function dealerOption(d: Dealer, withOffer: boolean): string {
  const place = d.municipality ? ` · ${d.municipality.name}` : '';
  const sells = withOffer ? productsInWords(d) : null;
  return `${dealerLabel(d)}${place}${sells ? ` — vende ${sells}` : ''}`;
}

/**
 * The anonymous visitor's "send me this quote": contact details, state and municipality, an
 * optional dealer of that state, notes, consent and captcha → POST /api/quote-requests with the
 * pieces. Field errors show as received; `items.N.field` errors go back to their pieces
 * (`onFailure`). What was typed stays on any failure.
 */
export default function RequestForm({
  items,
  onIncomplete,
  onFailure,
  onNewQuote,
  onSent,
  headingId,
}: {
  items: QuoteItem[] | null;
  onIncomplete: () => void;
  /** Shows `items.N.field` errors at their pieces; returns the lines for the alert. */
  onFailure: (error: ApiErrorBody) => string[];
  onNewQuote: () => void;
  /** The request went through: its folio. */
  onSent: (folio: string) => void;
  headingId: string;
}) {
  const uid = useId();
  const captcha = useCaptcha();
  const [sent, setSent] = useState<{ reply: QuoteRequestReply; email: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    clearFailure,
    showFailure,
  } = useApiForm(quoteRequestFormSchema, { defaultValues: EMPTY, fields: QUOTE_REQUEST_FIELDS, fallback: FALLBACK });

  const stateId = placeId(useWatch({ control, name: 'state_id' }));
  const municipalityId = placeId(useWatch({ control, name: 'municipality_id' }));
  const dealers = useDealerChoices(stateId, municipalityId, items);
  const choosing = dealers.kind === 'choose';
  // A dealer picked for other pieces that no longer fit (a piece added or removed) is let go.
  const dealerValue = useWatch({ control, name: 'distributor_id' });
  useEffect(() => {
    if (dealerValue && !dealers.dealers.some((d) => String(d.id) === String(dealerValue)))
      setValue('distributor_id', '');
  }, [dealerValue, dealers.dealers, setValue]);

  // When no dealer sells every line the visitor must pick one: said with the other fields' errors.
  const dealerMissing = (dealerId: unknown, focus: boolean) => {
    if (!choosing || dealerId) return false;
    setError('distributor_id', { message: 'Elige qué distribuidor te atiende.' }, { shouldFocus: focus });
    return true;
  };
  const onSubmit = handleSubmit(
    async (values) => {
      clearFailure();
      if (!items) {
        onIncomplete();
        setFailure({
          message: 'Tu cotización tiene piezas incompletas.',
          details: ['Complétalas o quítalas (están marcadas arriba) y vuelve a enviar.'],
        });
        return;
      }
      if (dealerMissing(values.distributor_id, true)) return;
      if (!captcha.check()) return;
      const payload: QuoteRequestPayload = {
        items,
        name: values.name,
        email: values.email,
        phone: values.phone,
        state_id: values.state_id,
        municipality_id: values.municipality_id,
        ...(values.distributor_id ? { distributor_id: values.distributor_id } : {}),
        ...(values.notes ? { notes: values.notes } : {}),
        privacy_accepted: true,
        ...(captcha.token ? { hcaptcha_token: captcha.token } : {}),
      };
      const result = await sendQuoteRequest(payload);
      captcha.reset();
      if (result.ok) {
        setSent({ reply: result.data, email: values.email });
        onSent(result.data.folio);
        return;
      }
      const pieceLines = onFailure(result.error);
      const body = captcha.takeServerError(result.error);
      const withoutItems: ApiErrorBody | null = body
        ? {
            ...body,
            errors: Object.fromEntries(Object.entries(body.errors ?? {}).filter(([key]) => !key.startsWith('items'))),
          }
        : body;
      const retry = waitBeforeRetry(result, 'la');
      const onlyPieces = pieceLines.length > 0 && Object.keys(withoutItems?.errors ?? {}).length === 0;
      showFailure(withoutItems, (shown) => ({
        message: onlyPieces ? 'Revisa las piezas marcadas en tu cotización.' : shown.message,
        details: [...pieceLines, ...shown.details, ...(retry ? [retry] : [])],
      }));
    },
    () => void dealerMissing(getValues('distributor_id'), false),
  );

  if (sent) return <SentOutcome reply={sent.reply} email={sent.email} onNewQuote={onNewQuote} />;

  const wanted = linesInWords(dealers.lines);
  const dealerPlaceholder =
    stateId === null
      ? 'Primero elige tu estado'
      : dealers.isLoading
        ? 'Cargando distribuidores…'
        : choosing
          ? 'Elige quién te atiende'
          : dealers.kind === 'brand'
            ? `Te atiende ${site.shortName} directamente`
            : dealers.dealers.length === 0
              ? `El más cercano que venda ${wanted ?? 'lo que pides'} (lo elige ${site.shortName})`
              : `El más cercano (lo elige ${site.shortName})`;

  return (
    <>
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <NameAndPhoneRow
          name={{ ...register('name'), error: errors.name?.message }}
          phone={{ ...register('phone'), error: errors.phone?.message }}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className={formStyles.row}>
          <PlaceFields
            control={control}
            setValue={setValue}
            voice="tu"
            autoFill
            onStateChange={() => setValue('distributor_id', '')}
          />
        </div>
        <SelectField
          label="Distribuidor que te atienda"
          optional={!choosing}
          required={choosing}
          placeholder={dealerPlaceholder}
          hint={
            <>
              {choosing && wanted
                ? `Ningún distribuidor vende todo lo de tu cotización (${wanted}): elige cuál de los más cercanos te atiende. `
                : null}
              {dealers.kind === 'sells-all' && wanted ? `Sólo los que venden ${wanted}. ` : null}
              Toma medidas, instala y da la garantía. <Link href="/distribuidores">Ver distribuidores en el mapa</Link>
            </>
          }
          options={dealers.dealers.map((d) => ({ value: d.id, label: dealerOption(d, choosing) }))}
          disabled={stateId === null || dealers.dealers.length === 0}
          error={errors.distributor_id?.message}
          {...register('distributor_id')}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={`${uid}-notas`} className={fieldStyles.label}>
            Notas <span className={fieldStyles.optional}>(opcional)</span>
          </label>
          <textarea
            id={`${uid}-notas`}
            className={`${fieldStyles.control} ${styles.textarea}`}
            rows={3}
            maxLength={NOTES_MAX}
            placeholder="Horario para llamarte, piso, tipo de muro…"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? `${uid}-notas-error` : undefined}
            {...register('notes')}
          />
          {errors.notes?.message ? (
            <p id={`${uid}-notas-error`} className={fieldStyles.error}>
              {errors.notes.message}
            </p>
          ) : null}
        </div>
        {captcha.field}
        <PrivacyConsentField error={errors.privacy_accepted?.message} {...register('privacy_accepted')} />
        <SubmitButton pending={isSubmitting} pendingLabel="Enviando…">
          Enviar solicitud
        </SubmitButton>
      </form>
    </>
  );
}

function SentOutcome({
  reply,
  email,
  onNewQuote,
}: {
  reply: QuoteRequestReply;
  email: string;
  onNewQuote: () => void;
}) {
  const dealer = reply.dealer;
  const dealerName = dealer ? dealer.company?.trim() || dealer.name : null;
  return (
    <FormOutcome tone="success" title="¡Listo! Recibimos tu solicitud">
      <FolioAndDealer
        folio={reply.folio}
        dealer={dealer}
        phone={dealer?.phone ? { display: formatPhone(dealer.phone), href: telHref(dealer.phone) } : null}
        lead="Te atenderá"
        whatsappText={`Hola, envié la solicitud de cotización ${reply.folio} en ${site.shortName}.`}
      />
      <h3 className={styles.nextTitle}>¿Qué sigue?</h3>
      <ol className={styles.nextList}>
        <li>
          {dealerName ? <strong>{dealerName}</strong> : <>Un asesor de {site.shortName}</>} te contactará en un día
          hábil, por teléfono o a <strong>{email}</strong>, para resolver tus dudas.
        </li>
        <li>Agenda una visita para confirmar las medidas en sitio y ver muestras de tela y color.</li>
        <li>Con las medidas confirmadas recibes la cotización final; al aprobarla, fabricamos tu pedido.</li>
      </ol>
      <p>
        ¿Prisa? Llámanos al <a href={telHref(site.phone)}>{site.phoneDisplay}</a> y menciona tu folio.
      </p>
      <button type="button" className={buttonClassName('secondary')} onClick={onNewQuote}>
        Hacer otra cotización
      </button>
    </FormOutcome>
  );
}
