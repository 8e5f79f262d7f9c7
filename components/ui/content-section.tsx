import { Fragment, type ReactNode } from 'react';
import prose from './prose.module.css';

/** A block of long-form copy, as lib/content exports it (about, privacy notice). */
type ContentBlock = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
};

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Text with every e-mail address turned into a `mailto:` link. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part.replace(/\.$/, '')}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * Where the list goes among the paragraphs: right after the first paragraph that
 * introduces it (ends with ":"), otherwise after the last one.
 */
function bulletsPosition(paragraphs: readonly string[]): number {
  const index = paragraphs.findIndex((paragraph) => paragraph.trimEnd().endsWith(':'));
  return index === -1 ? paragraphs.length : index + 1;
}

/**
 * One section of long-form copy: `<section id>` with its heading (`aria-labelledby`),
 * paragraphs and bullet list; e-mail addresses become links. `children` replaces the
 * bullet list with a richer rendering of the same content (steps, a table). Style the
 * surroundings with prose.module.css (`prose.prose` on the wrapper). Server component.
 */
export function ContentSection({
  section,
  headingLevel = 2,
  children,
  className,
}: {
  section: ContentBlock;
  headingLevel?: 2 | 3;
  /** Shown where the bullets would be, instead of them. */
  children?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = `${section.id}-titulo`;
  const at = bulletsPosition(section.paragraphs);
  const list =
    children ??
    (section.bullets && section.bullets.length > 0 ? (
      <ul>
        {section.bullets.map((bullet) => (
          <li key={bullet}>{withEmailLinks(bullet)}</li>
        ))}
      </ul>
    ) : null);
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={[prose.section, className].filter(Boolean).join(' ')}
    >
      <Heading id={headingId}>{section.title}</Heading>
      {section.paragraphs.slice(0, at).map((paragraph) => (
        <p key={paragraph}>{withEmailLinks(paragraph)}</p>
      ))}
      {list}
      {section.paragraphs.slice(at).map((paragraph) => (
        <p key={paragraph}>{withEmailLinks(paragraph)}</p>
      ))}
    </section>
  );
}
