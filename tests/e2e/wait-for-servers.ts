// The e2e project's set-up file: before a test file runs, wait until the global set-up has built the web
// app and started its servers (tests/e2e/global-setup.ts leaves that work running so it does not hold
// up the unit and API files, decision 116). A failed set-up fails every e2e file with its error.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

// The set-up loads the data pack twice and runs the model job: minutes on a loaded 2-core box.
const LIMIT_MS = 15 * 60_000;

const { readyFile } = inject('e2e');
const deadline = Date.now() + LIMIT_MS;
for (;;) {
  const state = readState(readyFile);
  if (state === 'ok') break;
  if (state !== undefined) throw new Error(`the e2e servers' set-up failed:\n${state}`);
  if (Date.now() > deadline)
    throw new Error(`the e2e servers were not ready within ${LIMIT_MS / 60_000} min`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

function readState(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
