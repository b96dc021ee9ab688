import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);
try {
  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}` : config.databasePath;
  console.log(`Codeyard is serving http://localhost:${config.port} (database ${database})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
