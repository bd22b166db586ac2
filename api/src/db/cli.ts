import { loadOrCreateDealerDataKey } from '../config/dealer-data-key';
import { readEnv } from '../config/env';
import { createDatabase } from './create-database';
import { migrate } from './migrate';
import { seed } from './seed/index';

// Usage: tsx api/src/db/cli.ts migrate|seed   (same DATABASE_URL / DATA_DIR as the server)
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Uso: cli.ts migrate|seed');
  process.exit(2);
}

const env = readEnv();
const db = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Migraciones al día.');
  if (command === 'seed') {
    const seeded = await seed(db, { dealerDataKey: loadOrCreateDealerDataKey(env.dealerDataKey) });
    console.log(seeded.length > 0 ? `Datos de demostración en: ${seeded.join(', ')}` : 'Nada que cargar: las tablas ya tenían datos.');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.close();
}
