// /{product}/cotizador lives outside the (public) group (beside the catch-all that sends unknown
// paths home), so it takes the public layout itself: skip link, header, footer.
export { default } from '@/app/(public)/layout';
