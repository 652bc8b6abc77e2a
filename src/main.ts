// The process entry point: configuration, start-up and graceful shutdown. startServer() opens the
// database, builds the app and starts the jobs, so tests can start the same server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, parseEnv } from './core/config/env.ts';
import { announcedUrl } from './core/config/site-security.ts';
import { projectRoot } from './db/paths.ts';
import { onShutdown } from './server/shutdown.ts';
import { errorCode } from './shared/guards.ts';
import { type RunningServer, startServer } from './start-server.ts';

const say = (message: string) => console.log(`[go-gorilla] ${message}`);

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const webRoot = path.join(projectRoot(), 'dist', 'web');
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (!hasWeb) say('the web app is not built (run `npm run build`); serving the API only');

  let server: RunningServer | undefined;
  // Shuts down after a fatal error (e.g. the embedded PostgreSQL cannot be kept running), exiting non-zero.
  const fatal = onShutdown(async ({ signal, err }) => {
    if (err) {
      server?.app.log.error({ err }, 'shutting down after an error');
      console.error(`[go-gorilla] ${err instanceof Error ? err.message : String(err)}`);
    } else say(`${signal ?? 'shutdown'} received: finishing requests, then stopping`);
    await server?.close();
    say(err ? 'stopped' : 'stopped cleanly');
  });

  try {
    server = await startServer(config, {
      log: say,
      webRoot: hasWeb ? webRoot : undefined,
      onDatabaseLost: fatal,
    });
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} on ${config.host} is already in use. Stop what uses it or set PORT.`,
      );
      process.exit(1);
    }
    throw error;
  }
  if (config.replayAt) {
    say(
      `REPLAY MODE: running as of ${config.replayAt.toISOString()}, in its own database (the live data is never touched)`,
    );
  }
  say(`ready on ${announcedUrl({ ...config, siteUrl: config.auth.siteUrl })}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
