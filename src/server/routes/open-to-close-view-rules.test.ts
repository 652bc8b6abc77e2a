// A game's open → close in the API's shape (open-to-close-view.ts) with the domain's reading stubbed
// (open-to-close.test.ts pins it): read at the game's kickoff from the snapshots given, each market's
// open with an ISO instant, and each unknown side with its reason beside a null.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../domain/odds/open-to-close.ts', async (original) => ({
  ...(await original<typeof import('../../domain/odds/open-to-close.ts')>()),
  openToClose: vi.fn(),
}));

const domain = await import('../../domain/odds/open-to-close.ts');
const { openToCloseView } = await import('./open-to-close-view.ts');

const KICKOFF = new Date('2025-11-23T18:00:00Z');
// 2025-11-18T15:00:00Z in ms since the epoch.
const TUESDAY = 1_763_478_000_000;
const SNAPSHOTS = [{ book: 'sbr', market: 'spreads', side: 'home', line: -2.5 }] as never;

beforeEach(() => {
  vi.mocked(domain.openToClose)
    .mockReset()
    .mockReturnValue({
      spread: { open: { line: -2.5, books: ['sbr'], knownAtMs: TUESDAY }, close: -3.5, move: -1 },
      total: { open: null, close: null, move: null },
    });
});

describe("a game's open → close as the API shows it", () => {
  it('reads the snapshots at kickoff; a known open and close with the move, no reasons', () => {
    const view = openToCloseView(SNAPSHOTS, KICKOFF);
    expect(domain.openToClose).toHaveBeenCalledWith(SNAPSHOTS, KICKOFF.getTime());
    expect(view.spread).toEqual({
      open: { line: -2.5, books: ['sbr'], knownAt: '2025-11-18T15:00:00.000Z' },
      openUnknown: null,
      close: -3.5,
      closeUnknown: null,
      move: -1,
    });
  });

  it('says why an open or a close is unknown', () => {
    expect(openToCloseView(SNAPSHOTS, KICKOFF).total).toEqual({
      open: null,
      openUnknown: 'no line captured before kickoff (SBR openers cover 2007–2021)',
      close: null,
      closeUnknown: 'no closing line yet: it is stored at kickoff',
      move: null,
    });
  });

  it("keeps a close of 0 as a line (a pick'em), not unknown", () => {
    vi.mocked(domain.openToClose).mockReturnValue({
      spread: { open: null, close: 0, move: null },
      total: { open: null, close: 44.5, move: null },
    });
    const view = openToCloseView(SNAPSHOTS, KICKOFF);
    expect([view.spread.close, view.spread.closeUnknown, view.total.closeUnknown]).toEqual([0, null, null]);
  });
});
