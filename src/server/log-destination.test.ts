import { describe, expect, it } from 'vitest';
import { bufferedLog } from './log-destination.ts';

const sink = () => {
  const writes: string[] = [];
  return { writes, write: (chunk: string) => writes.push(chunk) > 0 };
};

describe('the batched stdout log', () => {
  it('writes many lines in one write, at the size threshold or on flush', () => {
    const out = sink();
    const log = bufferedLog(out, { flushBytes: 99, flushMs: 60_000 });
    try {
      for (let i = 0; i < 9; i++) log.write(`{"line":${i}}\n`); // 12 bytes each
      expect(out.writes).toHaveLength(1);
      expect(out.writes[0]?.split('\n')).toHaveLength(10);
      log.write('{"line":9}\n');
      expect(out.writes).toHaveLength(1);
      log.flush();
      expect(out.writes).toEqual([expect.any(String), '{"line":9}\n']);
    } finally {
      log.close();
    }
  });

  it('writes what is pending after at most the flush interval', async () => {
    const out = sink();
    const log = bufferedLog(out, { flushMs: 20 });
    try {
      log.write('{"quiet":true}\n');
      expect(out.writes).toHaveLength(0);
      await new Promise((r) => setTimeout(r, 80));
      expect(out.writes).toEqual(['{"quiet":true}\n']);
    } finally {
      log.close();
    }
  });

  it('drops lines beyond its bound rather than grow, and says how many', () => {
    const out = sink();
    const log = bufferedLog(out, { flushBytes: 1_000_000, maxPendingBytes: 30, flushMs: 60_000 });
    try {
      for (let i = 0; i < 5; i++) log.write('0123456789\n'); // 11 bytes: two fit
      log.flush();
      const text = out.writes.join('');
      expect(text.match(/0123456789/g)).toHaveLength(2);
      expect(text).toContain('log lines dropped: 3');
    } finally {
      log.close();
    }
  });
});
