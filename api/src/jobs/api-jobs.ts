import type { FastifyInstance } from 'fastify';
import { closeMonthlyStatements } from '../customer-data/close-statements';
import { businessToday } from '../customer-data/business-date';
import { createDueDebits, createScheduledCharges } from '../direct-debit/create-due-charges';
import { postDueCharges } from '../ledger/post-due-charges';
import { publishDueContent } from '../staff/content-changes';
import { CONTENT } from '../staff/content-items';
import { forgetOldFieldVitals } from '../vitals/field-vitals';
import type { JobDefinition } from './job-engine';

/**
 * Every piece of scheduled and background work the API does, on pg-boss (decision 0044). Cron is
 * read in Mexico City time. Each job is idempotent: a retry, a missed run made up at start, or a
 * second API process does no work twice (the rows each one writes carry unique keys).
 */
export function apiJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'correo',
      schedule: '* * * * *',
      purpose: 'Envía la bandeja de salida del correo: al momento cuando se guarda un mensaje, y cada minuto los reintentos.',
      run: () => app.mail.deliverPending(),
    },
    {
      name: 'crm',
      schedule: '* * * * *',
      purpose: 'Reenvía los prospectos al CRM (con CRM_URL): al momento, y cada minuto los reintentos.',
      run: () => app.crm.forwardPending(),
    },
    {
      name: 'limpieza-de-acceso',
      schedule: '*/15 * * * *',
      purpose: 'Borra retos, enlaces, tokens y contadores vencidos.',
      run: () => app.purgeExpiredAccessData(),
    },
    {
      name: 'cargos-del-dia',
      schedule: '5 * * * *',
      purpose: 'Carga los intereses de cada vencimiento y las comisiones por atraso (decisión 0042); cada hora, así un día que empieza con la API encendida se carga en esa hora.',
      run: () => postDueCharges(app.db, businessToday()),
    },
    {
      name: 'cobros',
      schedule: '0 7 * * *',
      purpose: 'A las 7:00 crea los cargos domiciliados de los vencimientos del día y los pagos programados para hoy, y los envía al banco.',
      run: async () => {
        const today = businessToday();
        await postDueCharges(app.db, today);
        const debits = await createDueDebits(app.db, today);
        const scheduled = await createScheduledCharges(app.db, today);
        const sent = await app.payments.sendCharges();
        return { debits: debits.sent, scheduled: scheduled.sent, failed: scheduled.failed, sent: sent.sent, retried: sent.retried };
      },
    },
    {
      name: 'envio-de-cargos',
      schedule: '*/10 * * * *',
      purpose: 'Reenvía al banco los cargos que no confirmó haber recibido; a los tres días sin confirmación se dan por no hechos.',
      run: () => app.payments.sendCharges(),
    },
    {
      name: 'conciliacion-de-pagos',
      schedule: '* * * * *',
      purpose: 'Pregunta al banco por los pagos y cargos sin respuesta después de 10 minutos; vencen al día sin respuesta.',
      run: () => app.payments.reconcile(),
    },
    {
      name: 'avisos',
      schedule: '*/30 8-20 * * *',
      purpose: 'Recordatorios antes del vencimiento, pagos vencidos, estado de cuenta y cargos rechazados, cada media hora de 8:00 a 20:30 (fuera de ese horario, nada sale).',
      run: () => app.notices.sendDue(businessToday()),
    },
    {
      name: 'estados-de-cuenta',
      schedule: '0 6 1 * *',
      purpose: 'El día 1 a las 6:00 cierra el estado de cuenta del mes anterior de cada contrato con movimientos.',
      run: () => closeMonthlyStatements(app.db, businessToday()),
    },
    {
      name: 'datos-de-campo',
      schedule: '30 3 * * *',
      purpose: 'A las 3:30 borra las métricas de visitas (Core Web Vitals) de hace más de 90 días.',
      run: () => forgetOldFieldVitals(app.db),
    },
    {
      name: 'contenido-programado',
      schedule: '* * * * *',
      purpose: 'Publica cada minuto el contenido que el equipo de publicación programó para ese momento (el sitio lo muestra en menos de un minuto más).',
      run: () => publishDueContent(app.db, CONTENT),
    },
  ];
}
