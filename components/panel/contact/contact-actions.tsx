import { MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { mailtoHref, whatsappHref } from '@/lib/format/links';
import { telHref, whatsappNumber } from '@/lib/format/phone';
import styles from './contact-actions.module.css';

type Contact = { name: string | null; email: string | null; phone: string | null; whatsapp?: string | null };

/**
 * Call, WhatsApp and e-mail a customer in one tap, each with a first message ready: `about`
 * says what it is about ("tu cotización C-0012") and `from` who writes.
 */
export function ContactActions({ contact, about, from }: { contact: Contact; about: string; from: string }) {
  const firstName = contact.name?.trim().split(/\s+/)[0];
  const greeting = `Hola${firstName ? ` ${firstName}` : ''}, te escribe ${from} por ${about}.`;
  const who = contact.name ?? 'el cliente';
  const chat = contact.whatsapp || contact.phone;
  if (!contact.phone && !contact.email && !chat) return null;
  return (
    <ul className={styles.actions} aria-label={`Contactar a ${who}`}>
      {contact.phone ? (
        <li>
          <a className={styles.action} href={telHref(contact.phone)}>
            <PhoneIcon size={18} />
            Llamar<span className="visually-hidden"> a {who}</span>
          </a>
        </li>
      ) : null}
      {chat ? (
        <li>
          <a
            className={styles.action}
            href={whatsappHref(whatsappNumber(chat), greeting)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon size={18} />
            WhatsApp<span className="visually-hidden"> a {who} (se abre en otra pestaña)</span>
          </a>
        </li>
      ) : null}
      {contact.email ? (
        <li>
          <a className={styles.action} href={mailtoHref(contact.email, `Sobre ${about}`, `${greeting}\n\n`)}>
            <MailIcon size={18} />
            Correo<span className="visually-hidden"> a {who}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
