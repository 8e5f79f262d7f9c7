import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContactForm } from '@/components/forms/contact-form';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { whatsappHref } from '@/components/ui/contact-links';
import { Container } from '@/components/ui/container';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon, type IconProps } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { CONTACT_INTRO, contactChannels, type ContactChannel } from '@/lib/content/contact';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { breadcrumbLd } from '@/lib/structured-data';
import styles from './contact.module.css';

const PATH = '/contacto';

export const metadata: Metadata = pageMetadata({ title: 'Contacto', description: PAGE_DESCRIPTIONS[PATH], path: PATH });

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'Contacto', href: PATH },
];

const CHANNEL_ICONS: Record<ContactChannel['id'], (props: IconProps) => ReactNode> = {
  telefono: PhoneIcon,
  whatsapp: WhatsAppIcon,
  correo: MailIcon,
  direccion: MapPinIcon,
  horario: ClockIcon,
};

const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const WHATSAPP_GREETING = `Hola, me interesa información sobre persianas y toldos de ${site.shortName}.`;

const FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: '¿En cuánto tiempo me responden?',
    answer: (
      <p>
        En un día hábil como máximo, dentro de nuestro horario ({site.hours}). Si nos escribes fuera de él o en un día
        festivo, te respondemos el siguiente día hábil.
      </p>
    ),
  },
  {
    question: '¿Van a mi casa a tomar medidas e instalar?',
    answer: (
      <p>
        Sí, a través de nuestros distribuidores autorizados: visitan tu casa o negocio, toman medidas, te muestran telas
        y colores, instalan y atienden la garantía. <Link href="/distribuidores">Busca el más cercano en el mapa</Link>{' '}
        o escríbenos y te ponemos en contacto.
      </p>
    ),
  },
  {
    question: '¿Puedo saber cuánto cuesta antes de pedir una visita?',
    answer: (
      <p>
        Sí. En el <Link href="/cotizador">cotizador en línea</Link> eliges el tipo de persiana o toldo, la tela, el
        color y el motor, escribes tus medidas y ves el precio con IVA al momento. Antes de fabricar, tu distribuidor
        confirma las medidas en sitio.
      </p>
    ),
  },
  {
    question: '¿Cuánto tarda en estar lista mi persiana o mi toldo?',
    answer: (
      <p>
        Fabricamos cada pedido a la medida, así que el plazo depende del producto, de la tela y de la cantidad de
        piezas. Te lo confirmamos junto con tu cotización, antes de empezar a fabricar.
      </p>
    ),
  },
  {
    question: '¿Cómo hago válida la garantía?',
    answer: (
      <p>
        Comunícate con el distribuidor que te vendió el producto o escríbenos con tu número de pedido, una descripción
        de la falla y fotos o un video. Consulta los plazos de cada componente en{' '}
        <Link href="/nosotros#garantia">nuestra garantía</Link>.
      </p>
    ),
  },
  {
    question: '¿Cómo puedo ser distribuidor?',
    answer: (
      <p>
        En el formulario elige «Quiero ser distribuidor» y cuéntanos de tu negocio y tu ciudad. Te explicamos cómo
        trabajamos, los precios para distribuidor y la capacitación que damos.
      </p>
    ),
  },
];

export default function ContactPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd(TRAIL)} />
      <PageHeader title={CONTACT_INTRO.title} intro={<p>{CONTACT_INTRO.lead}</p>} breadcrumbs={TRAIL} size="wide" />

      <Container size="wide" className={styles.layout}>
        <section aria-labelledby="titulo-formulario" className={styles.formCard}>
          <h2 id="titulo-formulario" className={styles.sectionTitle}>
            Escríbenos
          </h2>
          <p className={styles.formIntro}>Todos los campos son obligatorios. {CONTACT_INTRO.dealerNote}</p>
          <ContactForm labelledBy="titulo-formulario" />
        </section>

        <section aria-labelledby="titulo-canales" className={styles.channels}>
          <h2 id="titulo-canales" className={styles.sectionTitle}>
            Llámanos o visítanos
          </h2>
          <ul className={styles.channelList}>
            {contactChannels(site).map((channel) => {
              const Icon = CHANNEL_ICONS[channel.id];
              const href = channel.id === 'whatsapp' ? whatsappHref(site.whatsapp, WHATSAPP_GREETING) : channel.href;
              return (
                <li key={channel.id} className={styles.channel}>
                  <Icon className={styles.channelIcon} size={24} />
                  <div>
                    <p className={styles.channelLabel}>{channel.label}</p>
                    {href ? (
                      <a href={href} className={styles.channelValue}>
                        {channel.value}
                      </a>
                    ) : channel.id === 'direccion' ? (
                      <address className={styles.address}>{channel.value}</address>
                    ) : (
                      <p className={styles.channelText}>{channel.value}</p>
                    )}
                    {channel.id === 'direccion' ? (
                      <a href={mapsUrl(channel.value)} className={styles.channelValue}>
                        Ver en el mapa
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.dealerBox}>
            <p className={styles.dealerBoxText}>¿Prefieres que te visite alguien de tu ciudad?</p>
            <ButtonLink href="/distribuidores" variant="secondary" block>
              Encuentra un distribuidor
            </ButtonLink>
          </div>
        </section>
      </Container>

      <Container as="section" size="wide" aria-labelledby="titulo-preguntas" className={styles.faq}>
        <h2 id="titulo-preguntas" className={styles.sectionTitle}>
          Preguntas frecuentes
        </h2>
        <div className={styles.faqList}>
          {FAQ.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{item.question}</summary>
              <div className={styles.faqAnswer}>{item.answer}</div>
            </details>
          ))}
        </div>
      </Container>
    </>
  );
}
