// Demo marketing content of the public site for the fictitious company of demo-content.ts: its
// brands ("Cumbre" trucks, "Horizonte" buses) are invented; images are the generated WebP files under
// api/media. Texts read like a real Mexican vehicle-finance company's would, and state the
// business rules of docs/product.md §1 and §9.

export const demoBannerSlides = [
  {
    title: 'Financiamiento para camiones y autobuses a tu medida',
    imgDesktop: '/media/banner-1-desktop.webp',
    imgMobile: '/media/banner-1-mobile.webp',
    videoUrl: null,
    textFooter: 'Crédito sujeto a aprobación. Consulta requisitos y condiciones.',
    urlFooter: '/legales/terminosycondiciones',
  },
  {
    title: 'Hasta 72 meses con tasa fija para tu autobús',
    imgDesktop: '/media/banner-2-desktop.webp',
    imgMobile: '/media/banner-2-mobile.webp',
    // A self-hosted, privacy-friendly embed would go here in production; the demo points at a
    // reserved host so nothing real is contacted.
    videoUrl: 'https://video.financieravial.example/embed/flotillas',
    textFooter: 'Conoce cómo financiamos a más de 5,000 transportistas.',
    urlFooter: '/acerca',
  },
  {
    title: 'Arrendamiento para renovar tu flotilla',
    imgDesktop: '/media/banner-3-desktop.webp',
    imgMobile: '/media/banner-3-mobile.webp',
    videoUrl: null,
    textFooter: null,
    urlFooter: null,
  },
];

export const demoPlanCards = [
  {
    title: 'Crédito Directo',
    icon: '/media/icon-credito.webp',
    summary: 'Sé dueño de tu unidad desde el primer día, con pagos fijos de hasta 72 meses.',
    summaryHover: 'Deduce la unidad y sus intereses, acredita el IVA en la compra y paga mensualidades fijas.',
    url: '/planes-financiamiento/credito-directo',
  },
  {
    title: 'Arrendamiento Puro',
    icon: '/media/icon-arrendamiento-puro.webp',
    summary: 'Usa la unidad que necesitas y deduce el 100 % de la renta.',
    summaryHover: 'Renta mensual deducible, sin inmovilizar capital, con opción de renovar tu flotilla al final del plazo.',
    url: '/planes-financiamiento/arrendamiento-puro',
  },
  {
    title: 'Arrendamiento Financiero',
    icon: '/media/icon-arrendamiento-financiero.webp',
    summary: 'Renta hoy y quédate con la unidad al final del contrato.',
    summaryHover: 'Deduce intereses y depreciación, y ejerce la opción de compra pactada desde el inicio.',
    url: '/planes-financiamiento/arrendamiento-financiero',
  },
  {
    title: 'Flexibilidad',
    icon: '/media/icon-flexibility.webp',
    summary: 'Pagos que se ajustan a la temporalidad de tu negocio.',
    summaryHover: 'Mensualidades diferenciadas según tus temporadas altas y bajas.',
    url: '/planes-financiamiento/flexibility',
  },
  {
    title: 'Seguros',
    icon: '/media/icon-seguros.webp',
    summary: 'Protege tu unidad durante toda la vigencia de tu financiamiento.',
    summaryHover: 'Póliza con la misma vigencia que tu contrato, de contado o financiada.',
    url: '/planes-financiamiento/insurance',
  },
];

export const demoPromotions = [
  {
    title: 'Enganche desde 10 %',
    subtitle: 'En tractocamiones Cumbre modelo 2026.',
    imgBack: '/media/promo-1.webp',
    urlButton: '/calculadora/paso-1',
    vehiculo: 'Tractocamión',
    textButton: 'COTIZAR',
    // Days of validity from the day the demo database is created; null: no end date.
    validDays: 45,
  },
  {
    title: 'Tres meses sin pago de capital',
    subtitle: 'Para autobuses foráneos Horizonte: empieza a pagar capital hasta el cuarto mes.',
    imgBack: '/media/promo-2.webp',
    urlButton: '/calculadora/paso-1',
    vehiculo: 'Autobús',
    textButton: 'COTIZAR',
    validDays: 90,
  },
  {
    title: 'Seguro del primer año financiado',
    subtitle: 'Incluye la póliza anual en tu crédito y págala junto con tus mensualidades.',
    imgBack: '/media/promo-3.webp',
    urlButton: '/planes-financiamiento/insurance',
    vehiculo: 'Camión de reparto',
    textButton: 'CONOCE MÁS',
    validDays: null,
  },
  {
    title: 'Renueva tu flotilla con arrendamiento',
    subtitle: 'Tasa preferencial al arrendar cinco unidades o más en una sola operación.',
    imgBack: '/media/promo-4.webp',
    urlButton: '/planes-financiamiento/arrendamiento-puro',
    vehiculo: 'Flotilla',
    textButton: 'CONOCE MÁS',
    validDays: 120,
  },
  {
    // Ended already: the site must not show it (home, search), though it stays in the table.
    title: 'Buen Fin: comisión por apertura de 0 %',
    subtitle: 'Para créditos contratados durante el Buen Fin.',
    imgBack: '/media/promo-1.webp',
    urlButton: '/calculadora/paso-1',
    vehiculo: 'Todas las unidades',
    textButton: 'COTIZAR',
    validDays: -10,
  },
];

export const demoBrands = [
  {
    title: 'Cumbre Camiones',
    subtitle: 'Tractocamiones y camiones de carga para rutas largas y distribución urbana.',
    imgBack: '/media/brand-cumbre.webp',
    urlButton: '/brand-daimler',
  },
  {
    title: 'Horizonte Autobuses',
    subtitle: 'Autobuses urbanos, foráneos y de turismo para transporte de pasajeros.',
    imgBack: '/media/brand-horizonte.webp',
    urlButton: '/brand-daimler',
  },
  {
    title: 'Seguros',
    subtitle: 'Pólizas para tu unidad con la misma vigencia que tu financiamiento.',
    imgBack: '/media/brand-seguros.webp',
    urlButton: '/brand-insurance',
  },
  // docs/product.md §7: the site drops the brand titled 'Financial' from the home cards; it stays in the
  // content so that rule has something to act on.
  {
    title: 'Financial',
    subtitle: 'Servicios financieros para transportistas.',
    imgBack: '/media/brand-financial.webp',
    urlButton: '/brand-financial',
  },
];

export const demoNews = [
  {
    title: 'Nueva sucursal de atención en Monterrey',
    subtitle: 'Más cerca de los transportistas del noreste del país.',
    imgBack: '/media/news-1.webp',
    publishedAt: '2026-03-02T16:00:00Z',
    bodyHtml:
      '<p>Abrimos una oficina de atención en Monterrey, Nuevo León, para acompañar a los transportistas del noreste en la compra y renovación de sus unidades.</p>' +
      '<p>En ella podrás <strong>solicitar tu crédito</strong>, entregar documentación y recibir asesoría sobre arrendamiento puro y financiero.</p>' +
      '<ul><li>Horario: lunes a viernes de 8:00 a 20:00 h y sábado de 9:00 a 14:00 h.</li><li>Atención con cita o sin ella.</li></ul>',
  },
  {
    title: 'Autobuses eléctricos: cómo financiarlos',
    subtitle: 'Plazos y esquemas pensados para el transporte urbano de cero emisiones.',
    imgBack: '/media/news-2.webp',
    publishedAt: '2026-02-10T16:00:00Z',
    bodyHtml:
      '<p>Los autobuses eléctricos requieren una inversión inicial mayor, pero su costo de operación es menor. Por eso diseñamos plazos de hasta 72 meses y esquemas de arrendamiento que se pagan con el ahorro en combustible.</p>' +
      '<p>Consulta con tu distribuidor Horizonte los modelos disponibles y <a href="/calculadora/paso-1">calcula tu financiamiento</a>.</p>',
  },
  {
    title: 'Cinco consejos para cuidar tu historial crediticio',
    subtitle: 'Un buen historial abre la puerta a mejores condiciones.',
    imgBack: '/media/news-3.webp',
    publishedAt: '2026-01-20T16:00:00Z',
    bodyHtml:
      '<ol><li>Paga tus mensualidades a tiempo.</li><li>No te endeudes por encima de tu capacidad de pago.</li><li>Revisa tu reporte de crédito al menos una vez al año.</li><li>Haz aportaciones a capital cuando tengas liquidez: reducen el plazo.</li><li>Si prevés un atraso, comunícate con nosotros antes de la fecha de pago.</li></ol>',
  },
  {
    title: 'Tu portal de clientes, renovado',
    subtitle: 'Consulta saldos, estados de cuenta y facturas en línea.',
    imgBack: '/media/news-4.webp',
    publishedAt: '2025-12-05T16:00:00Z',
    bodyHtml:
      '<p>Renovamos el portal de clientes: ahora puedes consultar tus saldos y movimientos, descargar estados de cuenta y facturas, y revisar tus pólizas de seguro desde cualquier dispositivo.</p>' +
      '<p>Entra con tu correo en <a href="/acceso">Acceso clientes</a>.</p>',
  },
];

export const demoFaqs = [
  {
    group: 'Solicitud de crédito',
    items: [
      {
        question: '¿Quién puede solicitar un financiamiento?',
        answerHtml:
          '<p>Personas físicas, personas físicas con actividad empresarial y personas morales que compren camiones o autobuses nuevos o seminuevos con un distribuidor autorizado.</p>',
      },
      {
        question: '¿Qué documentos necesito?',
        answerHtml:
          '<p>Identificación oficial, constancia de situación fiscal, comprobante de domicilio, estados financieros, declaraciones anuales y estados de cuenta bancarios. Las personas morales presentan además el acta constitutiva y los poderes del representante legal. Consulta la lista completa en cada plan.</p>',
      },
      {
        question: '¿El crédito está garantizado?',
        answerHtml: '<p>No. Todo financiamiento está sujeto a aprobación de crédito previa.</p>',
      },
    ],
  },
  {
    group: 'Pagos y contrato',
    items: [
      {
        question: '¿Puedo adelantar pagos?',
        answerHtml:
          '<p>Sí. Una aportación a capital debe ser de al menos 3 mensualidades: el plazo se reduce y el monto de la mensualidad se mantiene. Avísanos al buzón de atención a clientes antes de hacerla.</p>',
      },
      {
        question: '¿A nombre de quién se factura la unidad?',
        answerHtml:
          '<p>El distribuidor emite la factura a nombre del titular del crédito; no puede facturarse a nombre de otra persona.</p>',
      },
      {
        question: '¿Qué pasa si me atraso en un pago?',
        answerHtml:
          '<p>El incumplimiento genera comisiones e intereses moratorios y afecta tu historial crediticio. Si prevés un atraso, llámanos antes de la fecha de pago.</p>',
      },
    ],
  },
  {
    group: 'Seguros y portal de clientes',
    items: [
      {
        question: '¿Qué vigencia debe tener el seguro de la unidad?',
        answerHtml:
          '<p>La vigencia de la póliza debe coincidir con las fechas de inicio y fin de tu contrato de financiamiento.</p>',
      },
      {
        question: '¿Cómo entro al portal de clientes?',
        answerHtml:
          '<p>Regístrate en <a href="/registro">Registro</a> con tu número de contrato y tu RFC; después entra en <a href="/acceso">Acceso clientes</a>.</p>',
      },
    ],
  },
];

const ARCO_HTML =
  '<h2>Derechos ARCO</h2>' +
  '<p>Tienes derecho a <strong>acceder</strong> a tus datos personales y a los detalles de su tratamiento, a <strong>rectificarlos</strong> si son inexactos o incompletos, a <strong>cancelarlos</strong> cuando consideres que no se requieren para las finalidades señaladas, y a <strong>oponerte</strong> a su tratamiento para fines específicos.</p>' +
  '<p>Para ejercerlos envía tu solicitud a <a href="mailto:privacidad@financieravial.example">privacidad@financieravial.example</a> con: tu nombre y domicilio o medio para comunicarte la respuesta; copia de tu identificación oficial (o la de tu representante y el documento que acredite la representación); la descripción clara de los datos y del derecho que quieres ejercer; y cualquier documento que facilite localizar tus datos.</p>' +
  '<p>Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud completa y, si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes. Estos plazos pueden ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, y te lo informaremos.</p>';

const REVOCATION_HTML =
  '<h2>Revocación del consentimiento</h2>' +
  '<p>Puedes revocar en cualquier momento el consentimiento que nos diste para el tratamiento de tus datos personales, salvo cuando el tratamiento sea necesario para cumplir obligaciones derivadas de una relación jurídica vigente (por ejemplo, un contrato de crédito) o lo exija la ley.</p>' +
  '<ol><li>Envía un correo a <a href="mailto:privacidad@financieravial.example">privacidad@financieravial.example</a> con el asunto “Revocación del consentimiento”.</li>' +
  '<li>Incluye tu nombre completo, el medio para comunicarte la respuesta, copia de tu identificación oficial y, en su caso, la de tu representante con el documento que lo acredite.</li>' +
  '<li>Indica qué consentimiento revocas (por ejemplo, el envío de publicidad o la consulta de tu información fiscal).</li>' +
  '<li>Te responderemos en un plazo máximo de 20 días hábiles. Si la revocación procede, dejaremos de tratar tus datos para esa finalidad dentro de los 15 días hábiles siguientes.</li></ol>' +
  '<p>Para dejar de recibir publicidad de entidades financieras también puedes inscribirte en el Registro Público de Usuarios (REUS) de la CONDUSEF, y en el Registro Público para Evitar Publicidad (REPEP) de la PROFECO.</p>';

export const demoPages = [
  {
    slug: 'about',
    path: '/acerca',
    title: 'Sobre nosotros',
    intro: 'Más de 30 años en el mercado mexicano financiando a quienes mueven al país.',
    bodyHtml:
      '<p>Somos una sociedad financiera especializada en vehículos comerciales. Desde hace más de 30 años acompañamos a transportistas, empresas y personas físicas con actividad empresarial en la compra de camiones, tractocamiones y autobuses de las marcas Cumbre y Horizonte.</p>' +
      '<h2>Qué hacemos</h2><ul><li>Crédito directo con tasa fija y plazos de hasta 72 meses.</li><li>Arrendamiento puro y arrendamiento financiero.</li><li>Seguros para tu unidad durante toda la vigencia del financiamiento.</li></ul>' +
      '<h2>Cómo trabajamos</h2><p>Diseñamos cada plan a la medida de tu operación, con requisitos mínimos y una respuesta ágil a través de nuestra red de distribuidores en todo el país.</p>',
  },
  {
    slug: 'terms',
    // When the text was last revised: what the page shows as “Última actualización”.
    revisedOn: '2026-03-02',
    path: '/legales/terminosycondiciones',
    title: 'Términos y condiciones',
    intro: 'Condiciones de uso de este sitio y del portal de clientes.',
    bodyHtml:
      '<h2>Uso del sitio</h2><p>La información de este sitio es de carácter informativo. Las cotizaciones que obtengas son ilustrativas y no constituyen una oferta ni una aprobación de crédito: todo financiamiento está sujeto a aprobación previa.</p>' +
      '<h2>Planes y precios</h2><p>Los planes, precios, tasas, comisiones y premisas publicados pueden cambiar o cancelarse sin previo aviso. Las condiciones aplicables son las de tu contrato.</p>' +
      '<h2>Portal de clientes</h2><p>Tu usuario y contraseña son personales e intransferibles. Eres responsable de su resguardo; avísanos de inmediato si sospechas de un uso no autorizado.</p>' +
      '<h2>Propiedad intelectual</h2><p>Los textos, imágenes y marcas de este sitio pertenecen a sus titulares y no pueden reproducirse sin autorización.</p>' +
      '<h2>Leyendas de riesgo</h2><ul><li>Incurrir en incumplimiento de tus obligaciones te puede generar comisiones e intereses moratorios.</li><li>Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.</li><li>El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la entidad financiera.</li><li>Si tu crédito es de tasa variable, los intereses pueden aumentar.</li></ul>',
  },
  {
    slug: 'privacy',
    // When the text was last revised: what the page shows as “Última actualización”.
    revisedOn: '2026-01-15',
    path: '/legales/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    intro:
      'Aviso de privacidad integral conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares publicada el 20 de marzo de 2025.',
    bodyHtml:
      '<h2>Responsable</h2><p>Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R. (la “Financiera”), con domicilio en Av. Constituyentes 1000, piso 4, Col. Centro, 76000 Santiago de Querétaro, Qro., es responsable del tratamiento de tus datos personales.</p>' +
      '<h2>Datos que tratamos</h2><p>Datos de identificación y contacto, datos fiscales (RFC y constancia de situación fiscal), datos patrimoniales y financieros, y datos laborales o de tu actividad empresarial. No tratamos datos personales sensibles.</p>' +
      '<h2>Finalidades</h2><p><strong>Necesarias:</strong> evaluar tu solicitud de financiamiento; celebrar, administrar y cobrar el contrato; consultar tu historial en sociedades de información crediticia con tu autorización; cumplir obligaciones legales y regulatorias, incluida la prevención de operaciones con recursos de procedencia ilícita; y atender tus solicitudes.</p>' +
      '<p><strong>No necesarias:</strong> enviarte promociones y encuestas de satisfacción. Puedes negarte a ellas en cualquier momento sin que afecte tu relación con nosotros.</p>' +
      '<h2>Transferencias</h2><p>Solo transferimos tus datos a autoridades que los requieran conforme a la ley, a sociedades de información crediticia con tu autorización, a aseguradoras cuando contratas un seguro con nosotros y a la red de distribuidores que atiende tu compra. Estas transferencias no requieren tu consentimiento cuando son necesarias para la relación jurídica contigo o lo exige la ley.</p>' +
      ARCO_HTML +
      REVOCATION_HTML +
      '<h2>Limitación del uso o divulgación</h2><p>Puedes pedirnos limitar el uso de tus datos para fines no necesarios escribiendo al mismo correo.</p>' +
      '<h2>Cookies</h2><p>Actualmente no utilizamos cookies para conocer tus preferencias.</p>' +
      '<h2>Cambios al aviso</h2><p>Publicaremos cualquier cambio a este aviso en esta página. Si consideras que tu derecho a la protección de datos fue vulnerado, puedes acudir ante la autoridad garante que señala la ley (la Secretaría Anticorrupción y Buen Gobierno).</p>',
  },
  {
    slug: 'revocation',
    // When the text was last revised: what the page shows as “Última actualización”.
    revisedOn: '2025-11-20',
    path: '/legales/revocacion',
    title: 'Revocación del consentimiento',
    intro: 'Procedimiento para revocar el consentimiento al tratamiento de tus datos personales y ejercer tus derechos ARCO.',
    bodyHtml: REVOCATION_HTML + ARCO_HTML,
  },
  {
    slug: 'risk-legends',
    // When the text was last revised: what the page shows as “Última actualización”.
    revisedOn: '2026-03-02',
    path: '/legales/terminosycondiciones',
    title: 'Leyendas de riesgo',
    intro: 'Lo que debes saber antes de contratar un financiamiento.',
    bodyHtml:
      '<ul><li>Si tu crédito es de tasa variable, los intereses pueden aumentar.</li><li>Incurrir en incumplimiento de tus obligaciones te puede generar comisiones e intereses moratorios.</li><li>Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.</li><li>El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la entidad financiera.</li></ul>',
  },
  {
    slug: 'brand-financial',
    path: '/brand-financial',
    title: 'Servicios financieros',
    intro: 'Crédito directo, arrendamiento puro y arrendamiento financiero para tu flotilla.',
    bodyHtml:
      '<p>Nuestros servicios financieros están pensados para el transporte: plazos de hasta 72 meses, tasa fija y enganches atractivos, con planes que se adaptan al flujo de tu negocio.</p>' +
      '<ul><li><a href="/planes-financiamiento/credito-directo">Crédito directo</a>: eres el dueño legal y fiscal de la unidad desde el primer día.</li><li><a href="/planes-financiamiento/arrendamiento-puro">Arrendamiento puro</a>: renta deducible sin inmovilizar capital.</li><li><a href="/planes-financiamiento/arrendamiento-financiero">Arrendamiento financiero</a>: renta con opción de compra.</li></ul>',
  },
  {
    slug: 'brand-insurance',
    path: '/brand-insurance',
    title: 'Seguros',
    intro: 'Protege tu unidad durante toda la vigencia de tu financiamiento.',
    bodyHtml:
      '<p>Contrata el seguro de tu unidad con nosotros y págalo de contado o inclúyelo en tu financiamiento. La vigencia de la póliza debe coincidir con las fechas de inicio y fin de tu contrato.</p>' +
      '<ul><li>Daños materiales y robo total.</li><li>Responsabilidad civil, incluida la de pasajeros para autobuses.</li><li>Asistencia en el camino las 24 horas.</li></ul>',
  },
  {
    slug: 'brand-daimler',
    path: '/brand-daimler',
    title: 'Nuestras marcas',
    intro: 'Financiamos camiones y autobuses de las marcas con las que trabajamos en todo el país.',
    bodyHtml:
      '<h2>Cumbre Camiones</h2><p>Tractocamiones de quinta rueda, camiones rígidos y de reparto para rutas largas y distribución urbana.</p>' +
      '<h2>Horizonte Autobuses</h2><p>Autobuses urbanos, foráneos y de turismo, incluidos modelos eléctricos.</p>' +
      '<p>Encuentra el distribuidor más cercano y cotiza tu unidad con un plan a tu medida.</p>',
  },
  {
    slug: 'forms',
    path: '/formularios',
    title: 'Formularios',
    intro: 'Solicitudes y formatos para tus trámites con nosotros.',
    bodyHtml:
      '<p>Descarga el formato que necesitas, llénalo y entrégalo a tu distribuidor o envíalo al correo de atención a clientes. Cada plan tiene sus propios formatos por tipo de persona (física o moral): solicitud de crédito, lista de verificación de documentos y anexo.</p>' +
      '<p>Para aclaraciones, cambios de datos o aportaciones a capital, escríbenos desde <a href="/contacto">Contacto</a>.</p>',
  },
  {
    slug: 'campaign',
    path: '/campaign',
    title: 'Campaña',
    intro: 'Condiciones especiales de financiamiento por tiempo limitado.',
    bodyHtml:
      '<p>Durante esta campaña, financia tu tractocamión o autobús nuevo con enganche desde 10 % y tres meses sin pago de capital. Déjanos tus datos y un asesor te llamará para diseñar tu plan.</p>' +
      '<p>Crédito sujeto a aprobación. Consulta requisitos y condiciones con tu asesor.</p>',
    // The page shows its end date from the record, and says when it is over.
    validDays: 60,
  },
  {
    slug: 'syntage',
    path: '/syntage',
    title: 'Consulta de datos fiscales',
    intro: 'Autoriza la consulta de tu información fiscal para agilizar tu solicitud de crédito.',
    bodyHtml:
      '<p>Con tu autorización, consultamos la información fiscal asociada a tu RFC (constancia de situación fiscal, declaraciones y facturas emitidas y recibidas) a través de un proveedor tecnológico. Así evaluamos tu solicitud sin que tengas que reunir y enviar esos documentos.</p>' +
      '<h2>Lo que debes saber</h2><ul><li>Solo usamos la información para evaluar tu solicitud de financiamiento.</li><li>La autorización es voluntaria; si no la das, puedes entregar los documentos de forma tradicional.</li><li>Puedes revocarla en cualquier momento siguiendo el <a href="/legales/revocacion">procedimiento de revocación</a>.</li></ul>',
  },
];

