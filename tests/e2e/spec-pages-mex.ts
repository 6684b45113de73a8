import { footerLinks, type RouteExpectation } from './spec-common';

/**
 * What /mex must show, written by hand from the spec (section 1 "Spanish page", section 2
 * "Common elements", section 3 "Destinations") and issue 10. Where the spec quotes the Spanish
 * (button labels, statuses, the FAQ title) it is matched exactly; where it only names a section,
 * by the Spanish words such a section cannot do without.
 */
export const mexPage: RouteExpectation[] = [
  {
    path: '/mex',
    status: 200,
    // "Spanish page: $1,500 home".
    headline: /\$1,500/,
    texts: [
      '$1,500',
      // How it is possible (the mansion's "How We Make This Possible", in Spanish).
      /posible/i,
      // Land-partner applications: "Aplicar para Asociarse con Nosotros" opens the partnership dialog.
      /terreno/i,
      'Aplicar para Asociarse con Nosotros',
      // Call booking: free consultation, 30-minute session, expert guidance; "Programa tu Llamada Ahora".
      /consulta gratuita/i,
      /30 minutos/i,
      'Programa tu Llamada Ahora',
      // Safety: legal documentation, visit before you invest.
      /documentaci[oó]n legal/i,
      /visita antes de invertir/i,
      // Destinations: Sumba first, under construction; the others planning.
      'Sumba',
      'En Construcción. Abriendo Pronto',
      'Planificación',
      'México',
      'Estados Unidos',
      // Amenities: coworking, weekly events, restaurants, wellness…
      /coworking/i,
      /eventos/i,
      /restaurantes/i,
      // Investment ROI (20-25% a year).
      /ROI/,
      /20\s*[-–]\s*25\s*%/,
      // FAQ.
      'Preguntas Frecuentes (FAQ)',
      // The construction gallery the photos button scrolls to.
      /construcci[oó]n/i,
    ],
    buttons: ['Pagar Ahora', 'Aplicar para Asociarse con Nosotros', /informaci[oó]n/i],
    links: [{ name: 'Ver Fotos de Construcción', href: '#construction-section' }, ...footerLinks],
  },
];
