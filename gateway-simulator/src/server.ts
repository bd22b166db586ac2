import { buildSimulator } from './simulator';

const secret = process.env.GATEWAY_SECRET?.trim();
if (!secret || secret.length < 32) {
  console.error('GATEWAY_SECRET debe tener al menos 32 caracteres (la misma llave que la API).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4100);
const app = await buildSimulator({
  secret,
  notifyUrl: process.env.NOTIFY_URL ?? 'http://127.0.0.1:4000/api/payments/gateway/notification',
  notifyRetryMs: Number(process.env.NOTIFY_RETRY_MS ?? 1000),
  // Charges and transfers are told to the same API as the card answers (its /api/payments/bank/…).
  ...(process.env.CHARGE_ANSWER_DELAY_MS ? { chargeAnswerDelayMs: Number(process.env.CHARGE_ANSWER_DELAY_MS) } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Pasarela simulada en http://localhost:${port} (notifica a ${process.env.NOTIFY_URL ?? 'http://127.0.0.1:4000/api/payments/gateway/notification'})`);
