// Markup of a tree of plain SVG elements and hook-free function components, for the illustration
// files (app/ilustraciones). react-dom/server is not available where route handlers run (the
// react-server build), and the drawings need no more than this: the unit test checks the output
// is the same as renderToStaticMarkup's for every drawing.
import { Fragment, isValidElement, type ReactNode } from 'react';

/** SVG attributes React writes in camelCase; every other camelCase prop becomes kebab-case. */
const CAMEL_ATTRIBUTES = new Set([
  'viewBox',
  'preserveAspectRatio',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
]);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (CAMEL_ATTRIBUTES.has(prop) || prop.startsWith('data-') || prop.startsWith('aria-')) return prop;
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function styleText(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v}`)
    .join(';');
}

export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escape(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node)) throw new Error('svgMarkup: unsupported node');
  const { type } = node;
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (type === Fragment) return svgMarkup(props.children);
  if (typeof type === 'function') return svgMarkup((type as (p: unknown) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('svgMarkup: unsupported element type');
  let attributes = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || value === null || value === undefined || value === false) continue;
    const text = prop === 'style' ? styleText(value as Record<string, string | number>) : String(value);
    attributes += ` ${attributeName(prop)}="${escape(text)}"`;
  }
  return `<${type}${attributes}>${svgMarkup(props.children)}</${type}>`;
}
