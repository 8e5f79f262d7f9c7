// The visitor's details on a request of fabric samples, checked in the browser without zod (the
// page's budget): sampleRequestSchema (lib/contract/samples.ts) without the colours, which come from
// the tray, and the captcha's token, which comes from the widget. Same rules and words as the
// server; sample-request-form.test.ts holds the two equal.
import { MAX_STATE_ID, sampleMessage } from '@/lib/contract/form-rules';
import { accepted, checksResolver, email, id, phone, postalCode, text } from './checks';

/** What the inputs hold (selects give strings). */
export type SampleRequestFormInput = {
  name: string;
  email: string;
  phone: string;
  state_id: string;
  municipality_id: string;
  address: string;
  postal_code: string;
  privacy_accepted: boolean;
};

/** What the form sends once checked. */
export type SampleRequestFormValues = {
  name: string;
  email: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  address: string;
  postal_code: string;
  privacy_accepted: true;
};

export const sampleRequestFormResolver = checksResolver<SampleRequestFormInput, SampleRequestFormValues>({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  address: text('dirección', { min: 5, max: 255 }),
  postal_code: postalCode(),
  privacy_accepted: accepted(sampleMessage.privacy),
});

/** The inputs a 422 may name: their messages go under them. */
export const SAMPLE_REQUEST_FIELDS = [
  'name',
  'email',
  'phone',
  'state_id',
  'municipality_id',
  'address',
  'postal_code',
  'privacy_accepted',
] as const;
