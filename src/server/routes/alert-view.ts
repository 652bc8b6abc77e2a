// A stored alert as the feed shows it, with the source its figures come from named in words.
import type { StoredAlert } from '../../db/repositories/alerts.ts';
import type { AlertDetails, AlertView } from '../../shared/api/alerts.ts';

function source(book: string | null, details: AlertDetails): string {
  switch (details.kind) {
    case 'line':
      return book === 'consensus'
        ? `Consensus: median line of ${details.books.length} books (${details.books.join(', ')})`
        : `Line captured from ${book ?? 'a sportsbook'}`;
    case 'steam':
      return `Steam: the same move at ${details.moves.length} books within ${details.windowMinutes} min (${details.moves.map((m) => m.book).join(', ')}); we see prices, not bets`;
    case 'injury':
      return `Injury report: ${details.source}`;
    case 'weather':
      return `Weather ${details.observed ? 'observed' : 'forecast'}: ${details.source}`;
  }
}

export function alertView(row: StoredAlert): AlertView {
  const a = row.alert;
  return {
    id: a.id,
    type: a.type,
    urgency: a.urgency,
    title: a.title,
    description: a.description,
    oldValue: a.oldValue,
    newValue: a.newValue,
    impact: a.impact,
    detectedAt: a.detectedAt.toISOString(),
    fromAt: a.fromAt?.toISOString() ?? null,
    team: a.team,
    player: a.player,
    book: a.book,
    source: source(a.book, a.details),
    game: {
      id: a.gameId,
      season: row.season,
      week: row.week,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      kickoff: row.kickoff.toISOString(),
    },
    grade: gradeView(row.grade, a.price === null),
  };
}

// The columns are NOT NULL in alert_grades; the left join types them nullable, so check instead of defaulting.
function gradeView(g: StoredAlert['grade'], priceAssumed: boolean): AlertView['grade'] {
  if (
    !g ||
    g.units === null ||
    g.price === null ||
    g.homeScore === null ||
    g.awayScore === null ||
    !g.knownAt
  )
    return null;
  return {
    outcome: g.outcome,
    units: g.units,
    price: g.price,
    priceAssumed,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    knownAt: g.knownAt.toISOString(),
  };
}
