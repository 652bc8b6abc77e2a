// The prerendered /model page: the public record's tables (each season's graded frozen picks straight up,
// against the spread and on totals) and the backtest's headline figures, from the answer
// GET /api/model/report serves. A fresh install without a report says so.
import { isNoModelReport, type ModelReportResponse } from '../../shared/api/model-report.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { escapeHtml as e } from './html.ts';
import { DASH } from './weekly-picks-page.ts';

type WinLoss = { wins: number; losses: number; pushes: number; graded: number };

const winLoss = (r: WinLoss) =>
  r.graded === 0 ? `${DASH} (none graded)` : `${r.wins}-${r.losses}-${r.pushes}`;
const percent = (p: number | null) => (p === null ? `${DASH} (no decided bets)` : `${(p * 100).toFixed(1)}%`);

const TITLE = 'Model Record';

export function modelPage(answer: ModelReportResponse): PrerenderPage {
  if (isNoModelReport(answer)) {
    return {
      path: '/model',
      title: TITLE,
      description: "The model's public record: no season has been graded yet.",
      type: 'website',
      mainHtml: `<h1>${TITLE}</h1><p>${e(answer.reason)}</p>`,
    };
  }
  const rows = answer.record
    .map(
      (r) =>
        `<tr><th scope="row">${r.season}</th><td>${winLoss(r.straightUp)}</td><td>${winLoss(r.againstSpread)}</td><td>${winLoss(r.totals)}</td></tr>`,
    )
    .join('');
  const { model } = answer.overall;
  const summary = `Walk-forward backtest ${answer.fromSeason}–${answer.toSeason}: ${model.games} games, winner accuracy ${percent(model.accuracy)}, against the closing spread ${model.ats.wins}-${model.ats.losses}-${model.ats.pushes} (${percent(model.ats.pct)}).`;
  return {
    path: '/model',
    title: TITLE,
    description: `The model's public record: every season's graded picks straight up, against the spread and on totals. ${summary}`,
    type: 'website',
    mainHtml: [
      `<h1>${TITLE}</h1>`,
      `<p>${e(summary)}</p>`,
      '<table><caption>Graded picks per season (wins-losses-pushes)</caption>',
      '<thead><tr><th scope="col">Season</th><th scope="col">Straight up</th><th scope="col">Against the spread</th><th scope="col">Totals</th></tr></thead>',
      `<tbody>${rows}</tbody></table>`,
    ].join(''),
  };
}
