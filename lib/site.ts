// Brand configuration: everything a real company changes to rebrand the site.
export const site = {
  name: 'Solara Persianas y Toldos',
  shortName: 'Solara',
  legalName: 'Solara Cortinas y Toldos, S.A. de C.V.',
  rfc: 'SCT150312AB4',
  tagline: 'Persianas, toldos y motorización fabricados en México',
  description:
    'Fabricamos persianas enrollables, sheer, romanas, verticales, toldos retráctiles y motorización a la medida, con distribuidores en todo México.',
  locale: 'es-MX',
  phone: '+52 33 3610 4500',
  phoneDisplay: '33 3610 4500',
  whatsapp: '5213336104500',
  email: 'hola@solara.test',
  privacyEmail: 'privacidad@solara.test',
  address: {
    street: 'Av. Mariano Otero 3250, Col. Verde Valle',
    city: 'Guadalajara',
    state: 'Jalisco',
    postalCode: '44550',
    country: 'MX',
  },
  hours: 'Lunes a viernes de 9:00 a 18:00 h · Sábado de 9:00 a 14:00 h',
  social: {
    facebook: 'https://www.facebook.com/solarapersianas',
    instagram: 'https://www.instagram.com/solarapersianas',
    youtube: 'https://www.youtube.com/@solarapersianas',
  },
} as const;

export type Site = typeof site;
